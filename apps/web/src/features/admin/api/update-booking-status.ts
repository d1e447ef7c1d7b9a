import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus, BookingSubmission } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { ALL_BOOKINGS_KEY, filterOfKey, updateCachedBookings } from './get-bookings';

/** `PUT /api/bookings/{id}/status`; the server allows only D-18's steps and answers the updated submission. */
export const updateBookingStatus = ({ id, status }: { id: number; status: BookingStatus }) =>
  apiRequest<BookingSubmission>('PUT', `/api/bookings/${id}/status`, { status });

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: async (updated) => {
      // Shown at once where the booking is listed; lists filtered by status are then read again.
      updateCachedBookings(queryClient, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          submissions: page.submissions.map((submission) => (submission.id === updated.id ? updated : submission)),
        })),
      }));
      await refreshAfterWrite(queryClient, { queryKey: ALL_BOOKINGS_KEY, predicate: (query) => filterOfKey(query.queryKey) !== 'all' });
    },
  });
}
