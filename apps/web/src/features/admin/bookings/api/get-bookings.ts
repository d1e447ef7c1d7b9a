import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  BOOKINGS_NEXT_CURSOR_HEADER,
  BOOKINGS_PAGE,
  BOOKINGS_TOTAL_HEADER,
  type BookingStatus,
  type BookingSubmission,
} from '@stagelink/contracts';
import { apiGetWithHeaders } from '@/lib/api-client';
import { ALL_BOOKINGS_KEY } from '@/panel/api/query-keys';

/** One page of the owner's inbox as the list keeps it (docs/decisions.md, D-46). */
export interface BookingsPage {
  submissions: BookingSubmission[];
  total: number;
  nextCursor: number | null;
}

/** What the inbox shows: a status or all, a search, and the inbox or the archived bookings (D-114). */
export interface BookingsFilter {
  status: BookingStatus | 'all';
  search: string;
  archived: boolean;
}

export const WHOLE_INBOX: BookingsFilter = { status: 'all', search: '', archived: false };

/** `GET /api/bookings?status=&search=&archived=&limit=&before=`: the spec's array, with the total and the next cursor from the headers. */
export async function getBookings(filter: BookingsFilter, before: number | null): Promise<BookingsPage> {
  const query = new URLSearchParams({ limit: String(BOOKINGS_PAGE.defaultLimit) });
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.search.trim() !== '') query.set('search', filter.search.trim());
  if (filter.archived) query.set('archived', 'true');
  if (before !== null) query.set('before', String(before));
  const { body, headers } = await apiGetWithHeaders<BookingSubmission[]>(`/api/bookings?${query}`);
  const cursor = headers.get(BOOKINGS_NEXT_CURSOR_HEADER);
  return {
    submissions: body,
    total: Number(headers.get(BOOKINGS_TOTAL_HEADER) ?? body.length),
    nextCursor: cursor ? Number(cursor) : null,
  };
}

export const bookingsQueryOptions = (filter: BookingsFilter) =>
  infiniteQueryOptions({
    queryKey: [...ALL_BOOKINGS_KEY, filter],
    queryFn: ({ pageParam }) => getBookings(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last: BookingsPage) => last.nextCursor,
  });

export const useBookings = (filter: BookingsFilter) => useInfiniteQuery(bookingsQueryOptions(filter));

export type CachedBookings = InfiniteData<BookingsPage, number | null>;

/** The filter a cached list was asked with, from its key. */
export function filterOfKey(queryKey: readonly unknown[]): BookingsFilter | undefined {
  return queryKey[ALL_BOOKINGS_KEY.length] as BookingsFilter | undefined;
}

/** Changes every cached list of bookings at once (a status change, a new booking). */
export function updateCachedBookings(
  queryClient: QueryClient,
  update: (data: CachedBookings, filter: BookingsFilter | undefined) => CachedBookings,
): void {
  queryClient.getQueriesData<CachedBookings>({ queryKey: ALL_BOOKINGS_KEY }).forEach(([queryKey, data]) => {
    if (data) queryClient.setQueryData<CachedBookings>(queryKey, update(data, filterOfKey(queryKey)));
  });
}
