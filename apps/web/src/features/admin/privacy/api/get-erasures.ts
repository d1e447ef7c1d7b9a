import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Erasure } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { PRIVACY_KEY } from './get-personal-data';

/** `GET /api/admin/privacy/erasures`: the erase log, newest first, without the contacts (docs/decisions.md, D-90). */
export const getErasures = () => apiRequest<Erasure[]>('GET', '/api/admin/privacy/erasures');

export const erasuresQueryOptions = () => queryOptions({ queryKey: [...PRIVACY_KEY, 'erasures'], queryFn: getErasures });

export const useErasures = () => useQuery(erasuresQueryOptions());
