import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { adminProfileQueryOptions } from '@/panel/api/get-admin-profile';
import { sectionsChanged } from '@/panel/api/get-admin-sections';
import { mediaQueryOptions } from './get-media';

export const deleteMedia = (id: number) => apiRequest<unknown>('DELETE', `/api/media/${id}`);

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    // The server takes the image out of the profile photo and every section that showed it
    // (docs/decisions.md, D-26): both are read again, or a later save would put it back.
    onSuccess: () =>
      Promise.all([
        refreshAfterWrite(
          queryClient,
          { queryKey: mediaQueryOptions().queryKey },
          { queryKey: adminProfileQueryOptions().queryKey },
          { queryKey: ['/api/profile'] },
        ),
        sectionsChanged(queryClient),
      ]),
  });
}
