import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SectionContent } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { CONTENT_STALE_MS } from './get-profile-content';

export const getSectionContents = (language: Language) => apiRequest<SectionContent[]>('GET', `/api/section-contents/${language}`);

export const sectionContentsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['/api/section-contents', language], queryFn: () => getSectionContents(language), staleTime: CONTENT_STALE_MS });

/** Spec section 4: runs only when there are sections. */
export const useSectionContents = (language: Language, hasSections: boolean) =>
  useQuery({ ...sectionContentsQueryOptions(language), enabled: hasSections });
