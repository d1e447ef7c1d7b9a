import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { ALL_SUBSCRIBERS_KEY } from '@/panel/api/query-keys';

export const deleteSubscriber = (id: number) => apiRequest<{ deleted: true }>('DELETE', `/api/admin/subscribers/${id}`);

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: ALL_SUBSCRIBERS_KEY }),
  });
}
