import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { passkeysQueryOptions } from './get-passkeys';

export const removePasskey = (id: number) => apiRequest<Passkey>('DELETE', `/api/admin/passkeys/${id}`);

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: passkeysQueryOptions().queryKey }),
  });
}
