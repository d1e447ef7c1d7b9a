import { contactOfKind, type PhoneCountry } from '../common/contact';

/** A LIKE pattern that finds `term` anywhere, its own wildcards and escapes taken literally (`ESCAPE '\'`). */
export const likeContaining = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

// What a person types for a number: digits, an optional leading + and the usual separators.
const PHONE_TYPED = /^\+?[\d\s()[\]./-]+$/;
/** Fewer digits than this find too many phones to be a search for one. */
const MIN_PHONE_DIGITS = 3;

export interface BookingSearchTerms {
  /** Matches a piece of the name or of the e-mail, whatever the case. */
  text: string;
  /** Matches a piece of the stored phone (+ and digits, D-21): the digits typed, separators dropped. */
  phoneDigits: string | null;
  /** The whole number typed as the forms read it (a national 0, 00 for +), in E.164, to match exactly. */
  phone: string | null;
}

/**
 * The inbox search (docs/decisions.md, D-114), as the bookings service matches it: a name or
 * e-mail by any piece of it, and a phone in any format the forms accept: '333 999-8888' finds
 * +393339998888 by its digits, and '0039 333 9998888' or a national '06 1234 5678' by the
 * number the forms would have stored, read as one of the owner's country. Null: no search.
 */
export function bookingSearchTerms(search: string | undefined, country?: PhoneCountry): BookingSearchTerms | null {
  const text = (search ?? '').trim();
  if (text === '') return null;
  const typedAsPhone = PHONE_TYPED.test(text);
  const digits = text.replace(/\D/g, '');
  return {
    text: likeContaining(text),
    phoneDigits: typedAsPhone && digits.length >= MIN_PHONE_DIGITS ? likeContaining(digits) : null,
    phone: typedAsPhone ? (contactOfKind('phone', text, country)?.value ?? null) : null,
  };
}
