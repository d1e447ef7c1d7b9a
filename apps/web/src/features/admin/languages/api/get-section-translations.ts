import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SectionContent } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/section-contents/{language}` with the owner's session: every section's, hidden ones too. */
export const getSectionTranslations = (language: Language) => apiRequest<SectionContent[]>('GET', `/api/section-contents/${language}`);

export const sectionTranslationsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin', 'section-contents', language], queryFn: () => getSectionTranslations(language) });

export const useSectionTranslations = (language: Language) => useQuery(sectionTranslationsQueryOptions(language));
