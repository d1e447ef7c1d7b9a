import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLogoutAllResponse } from '@stagelink/contracts';
import { sessionChanged } from '@/lib/admin-session';
import { apiRequest } from '@/lib/api-client';

/** Every owner session ends, this one too, on every device (docs/decisions.md, D-94). */
export const logoutEverywhere = () => apiRequest<AdminLogoutAllResponse>('POST', '/api/admin/logout-all');

export function useLogoutEverywhere({ leave }: { leave: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: async () => {
      await leave();
      sessionChanged(queryClient, false);
    },
  });
}
