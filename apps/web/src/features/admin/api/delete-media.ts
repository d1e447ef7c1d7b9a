import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminProfileQueryOptions } from './get-admin-profile';
import { mediaQueryOptions } from './get-media';

export const deleteMedia = (id: number) => apiRequest<unknown>('DELETE', `/api/media/${id}`);

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    // The image may have been the profile photo, which the saved profile then no longer shows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/profile'] }),
      ]),
  });
}
