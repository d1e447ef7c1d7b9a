import { z } from 'zod';
import { isStorableText } from '../common/storable-text';

/** What the gateway keeps of a request (docs/decisions.md, D-58): enough for the log, bounded. */
export const MAX_LOGGED_URL_LENGTH = 1000;
export const MAX_LOGGED_USER_AGENT_LENGTH = 500;
/** The `ip_address varchar(45)` column: the longest IPv6 text form. */
export const MAX_LOGGED_IP_LENGTH = 45;
const MAX_METHOD_LENGTH = 10;
/** At most this many entries travel in one message (about 2.5 KB each, far below NATS's 1 MB). */
export const MAX_ACCESS_LOG_BATCH = 250;

/** One answered request, as the gateway sends it. */
export interface AccessLogRecord {
  /** ISO 8601. */
  timestamp: string;
  ip: string;
  method: string;
  url: string;
  status: number;
  redirectTo: string | null;
  userAgent: string | null;
}

/** A batch carries an id, so a batch sent again after a lost answer is stored once. */
export interface AccessLogBatch {
  batchId: string;
  entries: AccessLogRecord[];
}

const storable = (max: number) => z.string().max(max).refine(isStorableText, 'must be text without NUL characters or lone surrogates');

const accessLogRecordSchema = z.object({
  timestamp: z.iso.datetime(),
  ip: storable(MAX_LOGGED_IP_LENGTH),
  method: storable(MAX_METHOD_LENGTH),
  url: storable(MAX_LOGGED_URL_LENGTH),
  status: z.number().int().min(100).max(999),
  redirectTo: storable(MAX_LOGGED_URL_LENGTH).nullable(),
  userAgent: storable(MAX_LOGGED_USER_AGENT_LENGTH).nullable(),
});

export const accessLogBatchSchema = z.object({
  batchId: z.uuid(),
  entries: z.array(accessLogRecordSchema).min(1).max(MAX_ACCESS_LOG_BATCH),
});

/** `GET /api/admin/access-stats` (spec section 3), over the logs kept (docs/decisions.md, D-59). */
export interface AccessStats {
  totalRequests: number;
  uniqueIps: number;
  redirects: number;
  notFound: number;
  topNotFoundUrls: { requested_url: string; count: number }[];
}

/** One row of `GET /api/admin/access-logs` (spec section 3): the id is a bigint, so a string. */
export interface AccessLogEntry {
  id: string;
  timestamp: string;
  ip_address: string;
  method: string;
  requested_url: string;
  status_code: number;
  redirect_to: string | null;
  user_agent: string | null;
}

/** How many of the most frequent 404 addresses the stats list. */
export const TOP_NOT_FOUND_URLS = 10;
