import { contactOfKind, invalidContactMessage, type ContactKind, type PhoneCountry } from '../common/contact';
import { CALLBACK_SERVICE_TYPE } from './bookings';

/** What a visitor sends for a booking: the contact dialog's payload, and `POST /api/bookings`. */
export interface BookingRequest {
  serviceType: string;
  name: string;
  email?: string;
  phone?: string;
  message?: string;
  eventDate?: string;
  venue?: string;
  budget?: string;
}

/** A booking as it is stored: text trimmed, blanks as null, contacts normalised (docs/decisions.md, D-21). */
export interface ValidBooking {
  serviceType: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** The optional fields of Booking Settings (docs/decisions.md, D-116): a real date `YYYY-MM-DD`, texts trimmed. */
  eventDate: string | null;
  venue: string | null;
  budget: string | null;
}

export type BookingProblemCode =
  'name-required' | 'email-invalid' | 'phone-invalid' | 'contact-required' | 'message-required' | 'event-date-invalid';

export interface BookingProblem {
  code: BookingProblemCode;
  /** The field to point at; a missing contact points at the e-mail, the first of the two. */
  field: 'name' | 'email' | 'phone' | 'message' | 'eventDate';
  /** What the bookings service answers with its 400. */
  message: string;
}

export type BookingCheck = { valid: true; booking: ValidBooking } | { valid: false; problems: [BookingProblem, ...BookingProblem[]] };

/**
 * The one statement of what a booking needs (docs/decisions.md, D-15 and D-16): a name; at
 * least one way to answer, an e-mail or a phone, each valid by the contact rules
 * (common/contact.ts); and a message, which only a callback request may leave out: a message
 * about a chosen service (a collaboration's 'Prenota') needs one as much as the contact
 * form does. The bookings service stores what this answers and the contact dialog shows its
 * problems, so both refuse exactly the same input. Problems come in this order, the first
 * being the one the service answers. A phone written without its country code is read as
 * one of `phoneCountry` (common/contact.ts).
 */
export function checkBooking(request: BookingRequest, phoneCountry?: PhoneCountry): BookingCheck {
  const problems: BookingProblem[] = [];
  const name = request.name.trim();
  if (!name) problems.push({ code: 'name-required', field: 'name', message: 'name is required.' });
  const email = contactOf('email', request.email, problems, phoneCountry);
  const phone = contactOf('phone', request.phone, problems, phoneCountry);
  if (!request.email?.trim() && !request.phone?.trim()) {
    problems.push({ code: 'contact-required', field: 'email', message: 'Give an e-mail or a phone number, so the artist can answer.' });
  }
  const serviceType = request.serviceType.trim();
  const message = request.message?.trim() || null;
  if (serviceType !== CALLBACK_SERVICE_TYPE && !message) {
    problems.push({ code: 'message-required', field: 'message', message: 'message is required.' });
  }
  const eventDate = request.eventDate?.trim() || null;
  if (eventDate !== null && !isCalendarDate(eventDate)) {
    problems.push({ code: 'event-date-invalid', field: 'eventDate', message: 'eventDate must be a real date written YYYY-MM-DD.' });
  }
  const [first, ...rest] = problems;
  if (first) return { valid: false, problems: [first, ...rest] };
  const venue = request.venue?.trim() || null;
  const budget = request.budget?.trim() || null;
  return { valid: true, booking: { serviceType, name, email, phone, message, eventDate, venue, budget } };
}

/** `YYYY-MM-DD` naming a day that exists (no 31 April), from year 2000 to 2199. */
function isCalendarDate(text: string): boolean {
  const match = /^(2[01]\d\d)-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A blank field is no contact; a filled one must be a valid contact of its kind. */
function contactOf(kind: ContactKind, input: string | undefined, problems: BookingProblem[], phoneCountry?: PhoneCountry): string | null {
  if (!input?.trim()) return null;
  const contact = contactOfKind(kind, input, phoneCountry);
  if (!contact)
    problems.push({ code: kind === 'email' ? 'email-invalid' : 'phone-invalid', field: kind, message: invalidContactMessage(kind) });
  return contact?.value ?? null;
}
