import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** The owner's sections, hidden ones too, to name the sections in the analytics. */
export const getOwnerSections = () => apiRequest<Section[]>('GET', '/api/sections');

export const ownerSectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sections'],
    queryFn: getOwnerSections,
  });

/** Section titles by id. */
export const useSectionTitles = () =>
  useQuery({ ...ownerSectionsQueryOptions(), select: (sections) => new Map(sections.map((section) => [section.id, section.title])) });
