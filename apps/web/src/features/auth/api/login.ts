import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginResponse } from '@stagelink/contracts';
import { sessionChanged } from '@/lib/admin-session';
import { apiRequest } from '@/lib/api-client';

export const login = (password: string) => apiRequest<AdminLoginResponse>('POST', '/api/admin/login', { password });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => sessionChanged(queryClient, true),
  });
}
