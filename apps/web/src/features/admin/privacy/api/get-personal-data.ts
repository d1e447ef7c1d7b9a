import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalData } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/privacy/export?contact=`: everything stored about one contact (docs/decisions.md, D-90). */
export const getPersonalData = (contact: string) =>
  apiRequest<PersonalData>('GET', `/api/admin/privacy/export?${new URLSearchParams({ contact })}`);

/** Every cached answer of the Privacy place: the lookups and the erase log. */
export const PRIVACY_KEY = ['admin', 'privacy'] as const;

export const personalDataQueryOptions = (contact: string) =>
  queryOptions({ queryKey: [...PRIVACY_KEY, 'export', contact], queryFn: () => getPersonalData(contact) });

/** Asked once the owner has looked a contact up; nothing while the field is empty. */
export const usePersonalData = (contact: string | null) =>
  useQuery({ ...personalDataQueryOptions(contact ?? ''), enabled: contact !== null });
