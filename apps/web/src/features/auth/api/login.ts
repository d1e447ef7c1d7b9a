import type { AdminLoginResponse } from '@stagelink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionChanged } from '@/lib/admin-session';

export const login = (password: string) => apiRequest<AdminLoginResponse>('POST', '/api/admin/login', { password });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => sessionChanged(queryClient, true),
  });
}
