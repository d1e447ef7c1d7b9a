import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus, BookingSubmission } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { ALL_BOOKINGS_KEY } from '@/panel/api/query-keys';
import { filterOfKey, updateCachedBookings } from './get-bookings';

/** The owner's changes to one booking; each names the status the owner saw, so a stale one is a 409 (D-114). */
export type BookingChangeRequest =
  | { id: number; kind: 'step'; from: BookingStatus; status: BookingStatus }
  | { id: number; kind: 'step-back'; from: BookingStatus }
  | { id: number; kind: 'archive'; archived: boolean };

/** `PUT /api/bookings/{id}/status`, `POST /api/bookings/{id}/step-back`, `PUT /api/bookings/{id}/archived`. */
export function changeBooking(change: BookingChangeRequest): Promise<BookingSubmission> {
  switch (change.kind) {
    case 'step':
      return apiRequest<BookingSubmission>('PUT', `/api/bookings/${change.id}/status`, { status: change.status, from: change.from });
    case 'step-back':
      return apiRequest<BookingSubmission>('POST', `/api/bookings/${change.id}/step-back`, { from: change.from });
    case 'archive':
      return apiRequest<BookingSubmission>('PUT', `/api/bookings/${change.id}/archived`, { archived: change.archived });
  }
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    onSuccess: async (updated, change) => {
      // Shown at once where the booking is listed; the lists it may enter or leave are then read again.
      updateCachedBookings(queryClient, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          submissions: page.submissions.map((submission) => (submission.id === updated.id ? updated : submission)),
        })),
      }));
      await refreshAfterWrite(queryClient, {
        queryKey: ALL_BOOKINGS_KEY,
        predicate: (query) => change.kind === 'archive' || filterOfKey(query.queryKey)?.status !== 'all',
      });
    },
  });
}
