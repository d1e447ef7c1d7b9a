/**
 * The visitor's contacts read with the contact rules (libs/contracts/src/common/contact.ts).
 * Phone numbers need libphonenumber's metadata, about 30 KB gzipped: the newsletter loads this
 * module on its first use, so the first render does not (docs/decisions.md, D-39).
 */
import { classifyContact, phoneCountryOf, type Contact, type PhoneCountry } from '@stagelink/contracts';

/**
 * The country of a local number the visitor types: the region of their browser's tag for the
 * page's language (it-CH, en-GB), else the language's home country (it, ja), else unknown.
 */
export function visitorPhoneCountry(language: string): PhoneCountry | undefined {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  const tag = tags.find((candidate) => candidate.split(/[-_]/)[0]?.toLowerCase() === language);
  return (tag && phoneCountryOf(tag)) || phoneCountryOf(language);
}

/**
 * The contact to send, or null when the input is none. With a known country a phone is sent in
 * E.164; without one it is checked as the rules' fallback country reads it, and sent as typed,
 * for the server to read with the owner's DEFAULT_PHONE_COUNTRY.
 */
export function visitorContact(input: string, language: string): Contact | null {
  const country = visitorPhoneCountry(language);
  const contact = classifyContact(input, country);
  if (!contact || contact.kind === 'email' || country) return contact;
  return { kind: 'phone', value: input.trim() };
}

/** The phone field of a form as it is sent: in E.164 when it reads as a number of the visitor's country, else as typed. */
export function visitorPhone(input: string, language: string): string {
  const country = visitorPhoneCountry(language);
  const contact = country ? classifyContact(input, country) : null;
  return contact?.kind === 'phone' ? contact.value : input;
}
