import { useMutation } from '@tanstack/react-query';
import type { BookingSubmission, Language } from '@stagelink/contracts';
import { submitOnce } from '@/lib/submit-once';

export interface BookingPayload {
  serviceType: string;
  name: string;
  email?: string;
  phone?: string;
  message?: string;
  /** The page's language, for the owner to answer in it (docs/decisions.md, D-114). */
  language?: Language;
  eventDate?: string;
  venue?: string;
  budget?: string;
}

export const createBooking = (payload: BookingPayload) => submitOnce<BookingSubmission>('POST', '/api/bookings', payload);

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
