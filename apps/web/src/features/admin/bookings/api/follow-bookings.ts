import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BOOKING_CREATED_EVENT, type BookingSubmission } from '@stagelink/contracts';
import { refreshAfterWrite } from '@/lib/query-client';
import { ALL_BOOKINGS_KEY } from '@/panel/api/query-keys';
import { updateCachedBookings } from './get-bookings';

export const BOOKINGS_STREAM_URL = '/api/bookings/stream';

/**
 * `GET /api/bookings/stream` while the inbox is shown (docs/decisions.md, D-47): a new booking
 * is put at the top of the lists it belongs in. After a dropped connection, the browser
 * reconnects by itself, and the lists are read again for what came in meanwhile.
 */
export function useFollowBookings(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(BOOKINGS_STREAM_URL, { withCredentials: true });
    let dropped = false;
    source.addEventListener(BOOKING_CREATED_EVENT, (event) => {
      const submission = JSON.parse((event as MessageEvent<string>).data) as BookingSubmission;
      updateCachedBookings(queryClient, (data, filter) => {
        const [first, ...rest] = data.pages;
        const listed = data.pages.some((page) => page.submissions.some((each) => each.id === submission.id));
        // A new booking is in the inbox, not archived; a searched list is read again when the search changes.
        const belongs =
          filter && !filter.archived && filter.search === '' && (filter.status === 'all' || filter.status === submission.status);
        if (!first || listed || !belongs) return data;
        const total = first.total + 1;
        return {
          ...data,
          pages: [{ ...first, total, submissions: [submission, ...first.submissions] }, ...rest.map((page) => ({ ...page, total }))],
        };
      });
    });
    source.addEventListener('error', () => {
      dropped = true;
    });
    source.addEventListener('open', () => {
      if (dropped) void refreshAfterWrite(queryClient, { queryKey: ALL_BOOKINGS_KEY });
      dropped = false;
    });
    return () => source.close();
  }, [queryClient]);
}
