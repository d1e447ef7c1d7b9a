import { z } from 'zod';
import type { BookingSubmission } from '../bookings/bookings';
import { classifyContact, MAX_EMAIL_LENGTH, type Contact, type ContactKind } from '../common/contact';
import { RULE_WORDS } from '../common/rule-words';
import type { Subscriber } from '../engagement/subscribers';

/**
 * A person's data, on request (docs/decisions.md, D-90): the owner names one contact, an
 * e-mail or a phone in any form the visitor's forms accept, and exports or erases every
 * newsletter subscription and every booking that holds it. The contact is read with the forms'
 * own rule (common/contact.ts, D-21), so it matches the stored form whatever way it is typed:
 * `3331234567` finds the `+393331234567` a visitor typed as `+39 333 123 4567`.
 */

/** What the owner types; whether it is an e-mail or a phone is the gateway's to tell (it knows DEFAULT_PHONE_COUNTRY). */
const typedContact = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, `is ${RULE_WORDS.contactRequired}`)
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`);

/** `GET /api/admin/privacy/export?contact=` and `POST /api/admin/privacy/erase { contact }`: that field and no other. */
export const personalDataRequestSchema = z.strictObject({ contact: typedContact });
export type PersonalDataRequest = z.output<typeof personalDataRequestSchema>;

/** The 400 for a contact that is neither kind. */
export const NOT_A_CONTACT_MESSAGE = `contact: ${RULE_WORDS.contact} (with its country code when it is not from your country)`;

/** Everything stored about one contact, as stored, with its dates. */
export interface PersonalData {
  /** The contact as the rows store it (e-mail lower-cased, phone in E.164). */
  contact: Contact;
  exportedAt: string;
  subscriptions: Subscriber[];
  bookings: BookingSubmission[];
}

/** What an erase removed. */
export interface ErasedRows {
  subscriptions: number;
  bookings: number;
}

/** One service's entry in its erase log: when, by which kind of contact, how many rows; never the contact. */
export interface ServiceErasure {
  id: string;
  erasedAt: string;
  contactKind: ContactKind;
  rows: number;
}

/**
 * One erase as the owner reads it: both services' entries of one request, joined by its id. A
 * count is null when that service has no entry for it (it was down; the erase was repeated).
 */
export interface Erasure {
  id: string;
  erasedAt: string;
  contactKind: ContactKind;
  subscriptions: number | null;
  bookings: number | null;
}

/** The newest erases the owner's list shows. */
export const ERASURES_LISTED = 100;

/** A contact as the services store it: an e-mail or phone that the contact rule reads as itself. */
const storedContact = z.object({ kind: z.enum(['email', 'phone']), value: z.string().max(MAX_EMAIL_LENGTH) }).refine(({ kind, value }) => {
  const read = classifyContact(value);
  return read?.kind === kind && read.value === value;
}, `contact: ${RULE_WORDS.contact} as stored (lower-case, E.164)`);

/** The messages' own shapes, which the services parse again (docs/decisions.md, D-43). */
export const contactDataMessageSchema = z.strictObject({ contact: storedContact });
export const eraseContactDataMessageSchema = z.strictObject({ erasureId: z.uuid(), contact: storedContact });
export const listErasuresMessageSchema = z.strictObject({ limit: z.number().int().min(1).max(ERASURES_LISTED) });

export type ContactDataMessage = z.output<typeof contactDataMessageSchema>;
export type EraseContactDataMessage = z.output<typeof eraseContactDataMessageSchema>;
export type ListErasuresMessage = z.output<typeof listErasuresMessageSchema>;
