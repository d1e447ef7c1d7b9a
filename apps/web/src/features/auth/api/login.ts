import type { AdminLoginResponse } from '@stagelink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminCheckQueryOptions } from '@/lib/admin-session';

export const login = (password: string) => apiRequest<AdminLoginResponse>('POST', '/api/admin/login', { password });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.setQueryData(adminCheckQueryOptions().queryKey, { authenticated: true }),
  });
}
