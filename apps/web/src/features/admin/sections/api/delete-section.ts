import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionsChanged } from '@/panel/api/get-admin-sections';

/** `DELETE /api/sections/{id}`. */
export const deleteSection = (id: number) => apiRequest<unknown>('DELETE', `/api/sections/${id}`);

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSection, onSuccess: () => sectionsChanged(queryClient) });
}
