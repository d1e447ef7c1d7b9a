/**
 * The newsletter's contact rules (spec section 5), shared by the widget and the server so
 * that both accept exactly the same input.
 */
export type ContactKind = 'email' | 'phone';
export interface Contact {
  kind: ContactKind;
  /** E-mails trimmed and lower-cased, phones as `+` and digits (decisions.md). */
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// An optional +, a non-zero digit, then up to 15 more digits (at most 16 in all).
const PHONE = /^\+?[1-9]\d{0,15}$/;
const PHONE_SEPARATORS = /[\s\-()[\]]/g;

export const MAX_EMAIL_LENGTH = 255;
export const MAX_PHONE_LENGTH = 50;

export function classifyContact(input: string): Contact | null {
  const text = input.trim();
  if (text.length === 0) return null;
  if (text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text)) return { kind: 'email', value: text.toLowerCase() };
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (text.length <= MAX_PHONE_LENGTH && PHONE.test(compact)) return { kind: 'phone', value: `+${compact.replace(/^\+/, '')}` };
  return null;
}

export function otherContactKind(kind: ContactKind): ContactKind {
  return kind === 'email' ? 'phone' : 'email';
}
