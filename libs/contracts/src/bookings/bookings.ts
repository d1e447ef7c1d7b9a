import { messagePattern } from '../common/message-pattern';
import type { CreateBookingDto } from './dtos/create-booking.dto';

export const BOOKING_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The contact dialog's two kinds of submission (docs/decisions.md, D-15 and D-16). */
export const CONTACT_FORM_SERVICE_TYPE = 'Contact Form';
export const CALLBACK_SERVICE_TYPE = 'WhatsApp Callback';
export const DEFAULT_CALLBACK_MESSAGE = 'Please call me back';

export interface BookingSubmission {
  id: number;
  serviceType: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  submittedAt: string;
  status: BookingStatus;
}

export const BookingsPatterns = {
  create: messagePattern<CreateBookingDto, BookingSubmission>('bookings', 'create-booking'),
};
