import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ProfileContent } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** Spec section 9: profile and section content are kept 2 minutes. */
export const CONTENT_STALE_MS = 2 * 60 * 1000;

export const getProfileContent = (profileId: number, language: Language) =>
  apiRequest<ProfileContent>('GET', `/api/profile-content/${profileId}/${language}`);

export const profileContentQueryOptions = (profileId: number, language: Language) =>
  queryOptions({
    queryKey: ['/api/profile-content', profileId, language],
    queryFn: () => getProfileContent(profileId, language),
    staleTime: CONTENT_STALE_MS,
  });

/** Spec section 4: runs only once the profile's id is known. */
export const useProfileContent = (profileId: number | undefined, language: Language) =>
  useQuery({ ...profileContentQueryOptions(profileId ?? 0, language), enabled: profileId !== undefined });
