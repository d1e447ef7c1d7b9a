import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationProviderStatus } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/translation-provider`: whether this server can translate automatically (docs/decisions.md, D-108). */
export const getTranslationProvider = () => apiRequest<TranslationProviderStatus>('GET', '/api/translation-provider');

export const translationProviderQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'translation-provider'], queryFn: getTranslationProvider, staleTime: 5 * 60_000 });

/** True only when the server said it has no provider: while asking, or when the question failed, the buttons stay usable. */
export function useNoTranslationProvider(): boolean {
  return useQuery(translationProviderQueryOptions()).data?.configured === false;
}
