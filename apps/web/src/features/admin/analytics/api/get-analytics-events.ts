import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AnalyticsEventItem } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** A page of recent activity, newest first, before the event `before`. */
export const getAnalyticsEvents = (before?: number) =>
  apiRequest<AnalyticsEventItem[]>('GET', `/api/analytics/events?limit=${DEFAULT_PAGE_SIZE}${before ? `&before=${before}` : ''}`);

export const useAnalyticsEvents = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'analytics', 'events'],
    queryFn: ({ pageParam }) => getAnalyticsEvents(pageParam),
    initialPageParam: undefined as number | undefined,
    // A full page may have more behind it; the next starts after its last event.
    getNextPageParam: (page) => (page.length === DEFAULT_PAGE_SIZE ? page[page.length - 1]?.id : undefined),
  });
