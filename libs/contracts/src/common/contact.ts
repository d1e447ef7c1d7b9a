/**
 * The contact rules of the newsletter (spec section 5) and the booking forms, shared by the
 * web app and the services so that all of them accept exactly the same input.
 */
export type ContactKind = 'email' | 'phone';
export interface Contact {
  kind: ContactKind;
  /** E-mails trimmed and lower-cased, phones as `+` and digits (docs/decisions.md). */
  value: string;
}

// "An @, a dot and no spaces" would let `<script>…</script>@x.example` through. This is the
// subset of RFC 5321/5322 that real mailboxes use: a local part of atext characters in
// dot-separated atoms (no quoted strings, so no quotes, spaces, `<` or `>`), and a domain of
// LDH labels (letters, digits, inner hyphens) that ends in a top-level domain of letters.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
const MAX_LOCAL_PART_LENGTH = 64;
/** RFC 5321: a path is at most 256 octets, two of them the angle brackets. */
const MAX_ADDRESS_LENGTH = 254;

// An optional +, a non-zero digit, then up to 15 more digits (at most 16 in all).
const PHONE = /^\+?[1-9]\d{0,15}$/;
const PHONE_SEPARATORS = /[\s\-()[\]]/g;

/** The columns' lengths, which the request DTOs enforce. */
export const MAX_EMAIL_LENGTH = 255;
export const MAX_PHONE_LENGTH = 50;

export function classifyContact(input: string): Contact | null {
  const text = input.trim();
  if (text.length === 0) return null;
  if (isEmailAddress(text)) return { kind: 'email', value: text.toLowerCase() };
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (text.length <= MAX_PHONE_LENGTH && PHONE.test(compact)) return { kind: 'phone', value: `+${compact.replace(/^\+/, '')}` };
  return null;
}

/** The input as a contact of the kind its field asks for, or null: an e-mail typed as a phone is no phone. */
export function contactOfKind(kind: ContactKind, input: string): Contact | null {
  const contact = classifyContact(input);
  return contact?.kind === kind ? contact : null;
}

/** What the services answer when a field holds no valid contact of its kind; it names the field. */
export function invalidContactMessage(kind: ContactKind): string {
  return kind === 'email' ? 'email is not a valid e-mail address.' : 'phone is not a valid phone number.';
}

export function otherContactKind(kind: ContactKind): ContactKind {
  return kind === 'email' ? 'phone' : 'email';
}

function isEmailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART_LENGTH) return false;
  return LOCAL_PART.test(text.slice(0, at)) && DOMAIN.test(text.slice(at + 1));
}
