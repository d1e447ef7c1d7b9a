import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { translationsChanged } from './translations-changed';

/** `POST /api/translations/init-defaults`: every built-in interface string in all ten languages, the owner's kept. */
export const initTranslationDefaults = () => apiRequest<{ keys: number; filled: number }>('POST', '/api/translations/init-defaults');

export function useInitTranslationDefaults() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: initTranslationDefaults, onSuccess: () => translationsChanged(queryClient) });
}
