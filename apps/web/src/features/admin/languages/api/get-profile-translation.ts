import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ProfileContent } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/profile-content/{profileId}/{language}` with the owner's session: fresh, with who wrote each field. */
export const getProfileTranslation = (profileId: number, language: Language) =>
  apiRequest<ProfileContent>('GET', `/api/profile-content/${profileId}/${language}`);

export const profileTranslationQueryOptions = (profileId: number, language: Language) =>
  queryOptions({
    queryKey: ['admin', 'profile-content', profileId, language],
    queryFn: () => getProfileTranslation(profileId, language),
  });

export const useProfileTranslation = (profileId: number, language: Language) =>
  useQuery(profileTranslationQueryOptions(profileId, language));
