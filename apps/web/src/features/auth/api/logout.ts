import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminCheckQueryOptions } from './check-admin';

export const logout = () => apiRequest<{ success: true }>('POST', '/api/admin/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(adminCheckQueryOptions().queryKey, { authenticated: false });
      void queryClient.invalidateQueries();
    },
  });
}
