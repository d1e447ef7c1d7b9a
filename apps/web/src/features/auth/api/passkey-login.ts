import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginResponse } from '@stagelink/contracts';
import { sessionChanged } from '@/lib/admin-session';
import { apiRequest } from '@/lib/api-client';

/** "Sign in with a passkey": the browser offers the site's passkey, no name or password typed (D-95). */
export async function passkeyLogin(): Promise<AdminLoginResponse> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/admin/passkey-login/options');
  const response = await startAuthentication({ optionsJSON });
  return apiRequest<AdminLoginResponse>('POST', '/api/admin/passkey-login', response);
}

export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passkeyLogin,
    onSuccess: () => sessionChanged(queryClient, true),
  });
}
