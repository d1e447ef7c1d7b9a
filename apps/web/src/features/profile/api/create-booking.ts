import { useMutation } from '@tanstack/react-query';
import type { BookingSubmission } from '@stagelink/contracts';
import { submitOnce } from '@/lib/submit-once';

export interface BookingPayload {
  serviceType: string;
  name: string;
  email?: string;
  phone?: string;
  message?: string;
}

export const createBooking = (payload: BookingPayload) => submitOnce<BookingSubmission>('POST', '/api/bookings', payload);

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
