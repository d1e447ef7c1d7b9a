import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYTICS_RECENT_DAYS, type DailyViews } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getDailyViews = (days = ANALYTICS_RECENT_DAYS) => apiRequest<DailyViews[]>('GET', `/api/analytics/daily?days=${days}`);

export const dailyViewsQueryOptions = () => queryOptions({ queryKey: ['admin', 'analytics', 'daily'], queryFn: () => getDailyViews() });

export const useDailyViews = () => useQuery(dailyViewsQueryOptions());
