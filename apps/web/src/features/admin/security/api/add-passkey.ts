import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { passkeysQueryOptions } from './get-passkeys';

/** The server's options, the device's ceremony (it asks the owner's fingerprint, face or PIN), then the server's check (D-95). */
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/admin/passkeys/registration-options');
  const response = await startRegistration({ optionsJSON });
  return apiRequest<Passkey>('POST', '/api/admin/passkeys', { name, response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => refreshAfterWrite(queryClient, { queryKey: passkeysQueryOptions().queryKey }),
  });
}
