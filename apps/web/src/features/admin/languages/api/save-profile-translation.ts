import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, ProfileContent, SaveProfileContentRequest } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { translationsChanged } from './translations-changed';

/** `PUT /api/profile-content/{profileId}/{language}`: the owner's own words; '' removes a translation. */
export const saveProfileTranslation = (profileId: number, language: Language, changes: SaveProfileContentRequest) =>
  apiRequest<ProfileContent>('PUT', `/api/profile-content/${profileId}/${language}`, changes);

export function useSaveProfileTranslation(profileId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SaveProfileContentRequest) => saveProfileTranslation(profileId, language, changes),
    onSuccess: () => translationsChanged(queryClient),
  });
}
