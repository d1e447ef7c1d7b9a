import { useMutation } from '@tanstack/react-query';
import type { AutoTranslatePageRequest, TranslationJobAccepted } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/page/auto-translate`: the profile and every section into one language or all, as one job. */
export const autoTranslatePage = (request: AutoTranslatePageRequest) =>
  apiRequest<TranslationJobAccepted>('POST', '/api/page/auto-translate', request);

export const useAutoTranslatePage = () => useMutation({ mutationFn: autoTranslatePage });
