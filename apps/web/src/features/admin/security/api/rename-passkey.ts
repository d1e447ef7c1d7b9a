import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { passkeysQueryOptions } from './get-passkeys';

export const renamePasskey = ({ id, name }: { id: number; name: string }) =>
  apiRequest<Passkey>('PUT', `/api/admin/passkeys/${id}`, { name });

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: passkeysQueryOptions().queryKey }),
  });
}
