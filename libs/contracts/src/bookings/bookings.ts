import type { Language } from '../common/languages';
import { messagePattern } from '../common/message-pattern';
import type { BookingChange, BookingStatus } from './booking-status';
import type {
  ListBookingsMessageDto,
  SetBookingArchivedMessageDto,
  StepBackBookingMessageDto,
  UpdateBookingStatusMessageDto,
} from './dtos/booking-messages.dto';
import type { CreateBookingMessageDto } from './dtos/create-booking.dto';

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
  /** The page's language when the visitor sent it; null for bookings sent before it was kept (D-114). */
  language: Language | null;
  /** The optional fields the owner can ask for in Booking Settings (D-116); null when not given. */
  eventDate: string | null;
  venue: string | null;
  budget: string | null;
  /** When the owner archived it; archived bookings are left out of the inbox unless asked for (D-114). */
  archivedAt: string | null;
  /** The owner's changes, oldest first. */
  history: BookingChange[];
  /** The status a step back returns to, or null when there is nothing to undo. */
  stepBackTo: BookingStatus | null;
}

/** `GET /api/bookings/alerts`: whether the owner is e-mailed about each new booking (D-48, D-114). */
export interface BookingAlerts {
  emailAlerts: boolean;
}

/** One page of the owner's inbox, newest first (docs/decisions.md, D-46). */
export interface BookingPage {
  submissions: BookingSubmission[];
  /** Submissions that match the filter, on every page. */
  total: number;
  /** The `before` of the next page: the id of this page's last submission; null on the last page. */
  nextCursor: number | null;
}

/** `GET /api/bookings` pages: its answer stays the spec's array, the rest travels in headers (D-46). */
export const BOOKINGS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const BOOKINGS_TOTAL_HEADER = 'X-Total-Count';
export const BOOKINGS_NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The server-sent event that carries a new submission to the owner's open inbox (D-47). */
export const BOOKING_CREATED_EVENT = 'booking-created';

export const BookingsPatterns = {
  create: messagePattern<CreateBookingMessageDto, BookingSubmission>('bookings', 'create-booking'),
  list: messagePattern<ListBookingsMessageDto, BookingPage>('bookings', 'list-bookings'),
  updateStatus: messagePattern<UpdateBookingStatusMessageDto, BookingSubmission>('bookings', 'update-booking-status'),
  stepBack: messagePattern<StepBackBookingMessageDto, BookingSubmission>('bookings', 'step-back-booking'),
  setArchived: messagePattern<SetBookingArchivedMessageDto, BookingSubmission>('bookings', 'set-booking-archived'),
  alerts: messagePattern<Record<string, never>, BookingAlerts>('bookings', 'booking-alerts'),
};

/**
 * Published, not requested: the bookings service emits it once a submission is committed, and
 * every gateway (no queue group) passes it to its open streams (docs/decisions.md, D-47).
 */
export const BookingsEvents = {
  created: messagePattern<BookingSubmission, void>('bookings', BOOKING_CREATED_EVENT),
};
