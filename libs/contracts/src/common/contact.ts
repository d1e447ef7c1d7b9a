import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isLanguage, type Language } from './languages';

/**
 * The contact rules of the newsletter and the booking forms, shared by the
 * web app and the services so that all of them accept exactly the same input.
 */
export type ContactKind = 'email' | 'phone';
export interface Contact {
  kind: ContactKind;
  /** E-mails trimmed and lower-cased, phones in E.164 (docs/decisions.md, D-21). */
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

/** A country whose numbering plan reads a number written without its country code. */
export type PhoneCountry = CountryCode;

/**
 * The country of a number typed without `+` when nothing better is known: the spec's
 * visitors are Italian (its default language). The services take the owner's
 * DEFAULT_PHONE_COUNTRY instead, and the page the visitor's own (phoneCountryOf).
 */
export const FALLBACK_PHONE_COUNTRY: PhoneCountry = 'IT';

// What a person types for a number: digits, an optional leading + and the usual separators.
// Letters (extensions, "javascript:"), control characters and anything else are no phone.
const PHONE_CHARACTERS = /^\+?[\d\s()[\]./-]+$/;

/** The columns' lengths, which the request DTOs enforce. */
export const MAX_EMAIL_LENGTH = 255;
export const MAX_PHONE_LENGTH = 50;

/**
 * An e-mail, or a phone number that can exist (libphonenumber's possible lengths), in E.164.
 * A number without `+` or an international prefix is read as one of `country`.
 */
export function classifyContact(input: string, country: PhoneCountry = FALLBACK_PHONE_COUNTRY): Contact | null {
  const text = input.trim();
  if (text.length === 0) return null;
  if (isEmailAddress(text)) return { kind: 'email', value: text.toLowerCase() };
  const phone = possiblePhoneNumber(text, country);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** The input as a contact of the kind its field asks for, or null: an e-mail typed as a phone is no phone. */
export function contactOfKind(kind: ContactKind, input: string, country?: PhoneCountry): Contact | null {
  const contact = classifyContact(input, country);
  return contact?.kind === kind ? contact : null;
}

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

/**
 * The languages whose speakers mostly dial one country's numbers. English, Spanish,
 * Portuguese and Arabic are spoken in many countries: for them only a region tells.
 */
const HOME_COUNTRIES: Partial<Record<Language, PhoneCountry>> = { it: 'IT', fr: 'FR', de: 'DE', ja: 'JP', ko: 'KR', zh: 'CN' };

/**
 * The country a visitor's local numbers belong to, from a language tag such as `it`,
 * `en-GB` or `zh-Hant-TW`: its region when it names one, else the language's home country,
 * else undefined (the caller's default applies).
 */
export function phoneCountryOf(languageTag: string): PhoneCountry | undefined {
  const [language = '', ...subtags] = languageTag.trim().split(/[-_]/);
  const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))?.toUpperCase();
  if (isPhoneCountry(region)) return region;
  const primary = language.toLowerCase();
  return isLanguage(primary) ? HOME_COUNTRIES[primary] : undefined;
}

/** What the services answer when a field holds no valid contact of its kind; it names the field. */
export function invalidContactMessage(kind: ContactKind): string {
  return kind === 'email' ? 'email is not a valid e-mail address.' : 'phone is not a valid phone number.';
}

export function otherContactKind(kind: ContactKind): ContactKind {
  return kind === 'email' ? 'phone' : 'email';
}

function possiblePhoneNumber(text: string, country: PhoneCountry): string | null {
  if (text.length > MAX_PHONE_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const number = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return number?.isPossible() ? number.number : null;
}

function isEmailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART_LENGTH) return false;
  return LOCAL_PART.test(text.slice(0, at)) && DOMAIN.test(text.slice(at + 1));
}
