import { z } from 'zod';
import { oneOf, optional, text } from '../../common/field-rules';
import { LANGUAGES } from '../../common/languages';
import type { BookingRequest } from '../booking-rules';

export const BOOKING_LIMITS = { serviceType: 50, name: 255, email: 255, phone: 50, message: 5000, venue: 255, budget: 100 } as const;

const SUBMIT_HMAC = /^[\w-]{43}$/;
const EVENT_DATE = /^(\d{4}-\d{2}-\d{2})?$/;
const EVENT_DATE_RULE = 'eventDate must be a date written YYYY-MM-DD';
const freeText = (max: number) => optional(text({ max, storable: true }));

/**
 * `POST /api/bookings`: types and the column lengths only; what makes a booking
 * valid (a name, a way to answer, a real e-mail or phone) is checkBooking's to decide
 * (../booking-rules.ts). Free text must be text Postgres can store. The e-mail and phone
 * need no text check: checkBooking takes them only in their contact grammar.
 */
const bookingFields = {
  serviceType: text({
    type: 'serviceType is required',
    min: 1,
    minMessage: 'serviceType is required',
    max: BOOKING_LIMITS.serviceType,
    storable: true,
  }),
  name: text({ type: 'name is required', max: BOOKING_LIMITS.name, storable: true }),
  email: optional(text({ max: BOOKING_LIMITS.email })),
  phone: optional(text({ max: BOOKING_LIMITS.phone })),
  message: freeText(BOOKING_LIMITS.message),
  /** The page's language, kept with the booking so the owner knows how to answer (D-114). */
  language: optional(oneOf(LANGUAGES, `language must be one of ${LANGUAGES.join(', ')}`)),
  /** The optional fields of Booking Settings (D-116); whether the date is a real one is checkBooking's. */
  eventDate: optional(text({ type: EVENT_DATE_RULE, pattern: EVENT_DATE, patternMessage: EVENT_DATE_RULE })),
  venue: freeText(BOOKING_LIMITS.venue),
  budget: freeText(BOOKING_LIMITS.budget),
};

export const createBookingSchema = z.strictObject(bookingFields) satisfies z.ZodType<BookingRequest>;
export type CreateBookingDto = z.output<typeof createBookingSchema>;

/**
 * What the gateway sends the bookings service: the visitor's booking and, for a submit with an
 * `Idempotency-Key`, that key's submit key and body fingerprint (HMACs, never the key itself),
 * which the service stores under a unique constraint, so a retry stores nothing new (docs/decisions.md, D-115).
 */
export const createBookingMessageSchema = z.strictObject({
  submitKey: optional(hmac('submitKey must be 43 base64url characters')),
  submitFingerprint: optional(hmac('submitFingerprint must be 43 base64url characters')),
  ...bookingFields,
});
export type CreateBookingMessageDto = z.output<typeof createBookingMessageSchema>;

function hmac(rule: string) {
  return text({ type: rule, pattern: SUBMIT_HMAC, patternMessage: rule });
}
