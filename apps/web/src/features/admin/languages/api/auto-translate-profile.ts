import { useMutation } from '@tanstack/react-query';
import type { AutoTranslateRequest, TranslationJobAccepted } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/profile-content/{profileId}/auto-translate`: queues a job, answered 202 with its id. */
export const autoTranslateProfile = (profileId: number, request: AutoTranslateRequest) =>
  apiRequest<TranslationJobAccepted>('POST', `/api/profile-content/${profileId}/auto-translate`, request);

export const useAutoTranslateProfile = (profileId: number) =>
  useMutation({ mutationFn: (request: AutoTranslateRequest) => autoTranslateProfile(profileId, request) });
