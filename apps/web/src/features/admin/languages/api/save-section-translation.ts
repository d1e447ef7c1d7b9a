import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, SaveSectionContentRequest, SectionContent } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { translationsChanged } from './translations-changed';

/** `PUT /api/section-content/{sectionId}/{language}`: title and texts in the owner's words. */
export const saveSectionTranslation = (sectionId: number, language: Language, changes: SaveSectionContentRequest) =>
  apiRequest<SectionContent>('PUT', `/api/section-content/${sectionId}/${language}`, changes);

export function useSaveSectionTranslation(sectionId: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SaveSectionContentRequest) => saveSectionTranslation(sectionId, language, changes),
    onSuccess: () => translationsChanged(queryClient),
  });
}
