import { useMutation } from '@tanstack/react-query';
import type { GalleryImageUploaded } from '@stagelink/contracts';
import { apiUpload } from '@/lib/api-client';

/** `POST /api/gallery/upload`, multipart field `file`; the answer's `url` is the stored image. */
export const uploadGalleryImage = (file: File) => apiUpload<GalleryImageUploaded>('/api/gallery/upload', 'file', file);

export const useUploadGalleryImage = () => useMutation({ mutationFn: uploadGalleryImage });
