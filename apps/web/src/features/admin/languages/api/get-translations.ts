import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/translations` with the owner's session: every interface string the server holds. */
export const getTranslations = () => apiRequest<Translation[]>('GET', '/api/translations');

export const translationsQueryOptions = () => queryOptions({ queryKey: ['admin', 'translations'], queryFn: getTranslations });

export const useTranslations = () => useQuery(translationsQueryOptions());
