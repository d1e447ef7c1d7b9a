import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessStats } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getAccessStats = () => apiRequest<AccessStats>('GET', '/api/admin/access-stats');

export const accessStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'access-stats'], queryFn: getAccessStats });

export const useAccessStats = () => useQuery(accessStatsQueryOptions());
