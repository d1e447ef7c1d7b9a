import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getAnalyticsSummary = () => apiRequest<AnalyticsSummary>('GET', '/api/analytics/summary');

export const analyticsSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'analytics', 'summary'], queryFn: getAnalyticsSummary });

export const useAnalyticsSummary = () => useQuery(analyticsSummaryQueryOptions());
