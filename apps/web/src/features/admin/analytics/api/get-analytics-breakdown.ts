import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYTICS_RECENT_DAYS, type AnalyticsBreakdown } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getAnalyticsBreakdown = (days = ANALYTICS_RECENT_DAYS) =>
  apiRequest<AnalyticsBreakdown>('GET', `/api/analytics/breakdown?days=${days}`);

export const analyticsBreakdownQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'analytics', 'breakdown'], queryFn: () => getAnalyticsBreakdown() });

export const useAnalyticsBreakdown = () => useQuery(analyticsBreakdownQueryOptions());
