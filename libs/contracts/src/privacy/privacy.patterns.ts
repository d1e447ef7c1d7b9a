import type { BookingSubmission } from '../bookings/bookings';
import { messagePattern } from '../common/message-pattern';
import type { Subscriber } from '../engagement/subscribers';
import type { ContactDataMessage, EraseContactDataMessage, ListErasuresMessage, ServiceErasure } from './privacy';

/**
 * A person's data lives in two services, so each answers for its own rows (docs/decisions.md,
 * D-90): the engagement service for newsletter subscriptions, the bookings service for
 * bookings. Each erase deletes and writes its erase-log entry in one transaction.
 */
export const PrivacyPatterns = {
  findSubscriptions: messagePattern<ContactDataMessage, Subscriber[]>('engagement', 'find-contact-subscriptions'),
  eraseSubscriptions: messagePattern<EraseContactDataMessage, ServiceErasure>('engagement', 'erase-contact-subscriptions'),
  listSubscriptionErasures: messagePattern<ListErasuresMessage, ServiceErasure[]>('engagement', 'list-erasures'),
  findBookings: messagePattern<ContactDataMessage, BookingSubmission[]>('bookings', 'find-contact-bookings'),
  eraseBookings: messagePattern<EraseContactDataMessage, ServiceErasure>('bookings', 'erase-contact-bookings'),
  listBookingErasures: messagePattern<ListErasuresMessage, ServiceErasure[]>('bookings', 'list-erasures'),
};
