import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';

/** `GET /api/sections` with the owner's session: every section, hidden ones included, in order. */
export const getAdminSections = () => apiRequest<Section[]>('GET', '/api/sections');

/** Its own key: the visitor's list, seeded from the page, lives under '/api/sections'. */
export const adminSectionsQueryOptions = () => queryOptions({ queryKey: ['admin', 'sections'], queryFn: getAdminSections });

export const useAdminSections = () => useQuery(adminSectionsQueryOptions());

/** After a change is saved: the owner's list is read again, and the visitor's copy in this tab is old. */
export function sectionsChanged(queryClient: QueryClient): Promise<void> {
  return refreshAfterWrite(queryClient, { queryKey: adminSectionsQueryOptions().queryKey }, { queryKey: ['/api/sections'] });
}
