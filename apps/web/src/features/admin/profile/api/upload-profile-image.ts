import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileImageUploaded } from '@stagelink/contracts';
import { apiUpload } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { mediaQueryOptions } from './get-media';

/** `POST /api/profile/image`: the photo under the multipart field `image`; it is set on the profile when the form is saved. */
export const uploadProfileImage = (file: File) => apiUpload<ProfileImageUploaded>('/api/profile/image', 'image', file);

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    // The upload is kept in the media gallery too.
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: mediaQueryOptions().queryKey }),
  });
}
