import { useMutation } from '@tanstack/react-query';
import type { BookingSubmission } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export interface BookingPayload {
  serviceType: string;
  name: string;
  email?: string;
  phone?: string;
  message?: string;
}

export const createBooking = (payload: BookingPayload) => apiRequest<BookingSubmission>('POST', '/api/bookings', payload);

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
