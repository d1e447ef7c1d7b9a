import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SubscriberPage } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { ALL_SUBSCRIBERS_KEY } from '@/panel/api/query-keys';

/** `GET /api/admin/subscribers?search=&cursor=`: newest first, a page at a time. */
export function getSubscribers(search: string, cursor: number | null): Promise<SubscriberPage> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor !== null) query.set('cursor', String(cursor));
  const text = query.toString();
  return apiRequest<SubscriberPage>('GET', text ? `/api/admin/subscribers?${text}` : '/api/admin/subscribers');
}

export const subscribersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...ALL_SUBSCRIBERS_KEY, search],
    queryFn: ({ pageParam }) => getSubscribers(search, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last: SubscriberPage) => last.nextCursor,
  });

/** The list stays on screen while a new search loads, instead of blinking to a skeleton at each letter. */
export const useSubscribers = (search: string) =>
  useInfiniteQuery({ ...subscribersQueryOptions(search), placeholderData: keepPreviousData });
