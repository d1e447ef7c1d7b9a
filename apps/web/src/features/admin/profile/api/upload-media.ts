import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@stagelink/contracts';
import { apiUpload } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { mediaQueryOptions } from './get-media';

/** `POST /api/media`: one image under the multipart field `file`. */
export const uploadMedia = (file: File) => apiUpload<MediaItem>('/api/media', 'file', file);

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: mediaQueryOptions().queryKey }),
  });
}
