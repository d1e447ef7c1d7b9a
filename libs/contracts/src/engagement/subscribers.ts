import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../common/contact';
import { MAX_ROW_ID } from '../common/limits';

/**
 * The owner's view of the newsletter (spec section 3: newsletter_subscriptions; docs/decisions.md,
 * D-63 to D-65). A subscription starts 'active'; its subscriber can end it ('unsubscribed').
 */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Subscriber {
  id: number;
  email: string | null;
  phone: string | null;
  subscribedAt: string;
  additionalContactAt: string | null;
  status: SubscriptionStatus;
}

/** A subscriber as the owner's panel lists them, with the link that ends the subscription. */
export interface AdminSubscriber extends Subscriber {
  unsubscribeLink: string;
}

/** `GET /api/admin/subscribers`: newest first; `nextCursor` asks for the page after this one. */
export interface SubscriberPage {
  subscribers: AdminSubscriber[];
  /** How many subscriptions match the search, over all pages. */
  total: number;
  nextCursor: number | null;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The export asks the service for this many rows at a time, so no answer on NATS is large. */
export const SUBSCRIBERS_EXPORT_BATCH = 500;

const ROW_ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * A search needs three letters or digits in a row: the least a trigram index can look up, so
 * every search answers from the indexes (docs/decisions.md, D-64). Empty is no search.
 */
const SEARCHABLE = /[\p{L}\p{N}]{3}/u;
export const SUBSCRIBER_SEARCH_MIN_RUN = 3;
export const isSubscriberSearchable = (search: string): boolean => search.trim() === '' || SEARCHABLE.test(search);
const SEARCH_TOO_SHORT = `must hold ${SUBSCRIBER_SEARCH_MIN_RUN} letters or digits in a row`;

/**
 * The list's and the export's query string: a search term (a piece of an e-mail or a phone)
 * and the cursor of the page to read. Query values arrive as text.
 */
export const subscribersQuerySchema = z.object({
  search: z
    .string({ message: 'must be one text' })
    .trim()
    .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
    .refine(isSubscriberSearchable, SEARCH_TOO_SHORT)
    .optional(),
  cursor: z
    .string({ message: 'must be a subscriber id' })
    .regex(ROW_ID_TEXT, 'must be a subscriber id')
    .transform(Number)
    .refine((id) => id <= MAX_ROW_ID, 'must be a subscriber id')
    .optional(),
});

export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;

export interface SubscriberBatch {
  subscribers: Subscriber[];
  nextCursor: number | null;
}

/**
 * The search as the service matches it: e-mails are stored lower-cased and phones in E.164
 * (docs/decisions.md, D-21), so the term is lower-cased, and for phones its spaces, dots,
 * dashes and brackets go: '333 555-0101' finds +393335550101.
 */
export function subscriberSearchTerms(search: string | undefined): { email: string; phone: string } | null {
  const email = (search ?? '').trim().toLowerCase();
  if (email === '') return null;
  return { email, phone: email.replace(/[\s().-]/g, '') };
}

const subscriberId = z.number().int().min(1).max(MAX_ROW_ID);

/** The messages' own shapes, which the engagement service parses again (docs/decisions.md, D-43). */
const searchMessage = z.string().max(MAX_EMAIL_LENGTH).refine(isSubscriberSearchable, SEARCH_TOO_SHORT).optional();
export const listSubscribersMessageSchema = z.object({
  search: searchMessage,
  cursor: subscriberId.optional(),
  limit: z.number().int().min(1).max(SUBSCRIBERS_EXPORT_BATCH),
});
export const countSubscribersMessageSchema = z.object({ search: searchMessage });
export const subscriberIdMessageSchema = z.object({ id: subscriberId });

export type CountSubscribersMessage = z.output<typeof countSubscribersMessageSchema>;
export type SubscriberIdMessage = z.output<typeof subscriberIdMessageSchema>;
/** What the gateway asks the engagement service for: one page of the search, after `cursor`. */
export type ListSubscribersMessage = z.output<typeof listSubscribersMessageSchema>;
