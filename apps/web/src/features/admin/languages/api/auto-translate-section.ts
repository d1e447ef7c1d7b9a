import { useMutation } from '@tanstack/react-query';
import type { AutoTranslateRequest, TranslationJobAccepted } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/section-content/{sectionId}/auto-translate`: queues a job, answered 202 with its id. */
export const autoTranslateSection = (sectionId: number, request: AutoTranslateRequest) =>
  apiRequest<TranslationJobAccepted>('POST', `/api/section-content/${sectionId}/auto-translate`, request);

export const useAutoTranslateSection = (sectionId: number) =>
  useMutation({ mutationFn: (request: AutoTranslateRequest) => autoTranslateSection(sectionId, request) });
