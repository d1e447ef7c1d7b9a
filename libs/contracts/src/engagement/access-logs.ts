import { z } from 'zod';
import { isStorableText } from '../common/storable-text';

/** What the gateway keeps of a request (docs/decisions.md, D-58): enough for the log, bounded. */
export const MAX_LOGGED_URL_LENGTH = 1000;
export const MAX_LOGGED_USER_AGENT_LENGTH = 500;
/** The `ip_address varchar(45)` column: the longest IPv6 text form. */
export const MAX_LOGGED_IP_LENGTH = 45;
export const MAX_LOGGED_METHOD_LENGTH = 10;
/** At most this many requests travel in one batch. */
export const MAX_ACCESS_LOG_BATCH = 1000;
/**
 * At most this many characters of distinct text travel in one batch: even if every one were
 * escaped in JSON (six bytes), the message stays under NATS's 1 MB. A batch that would pass it
 * is cut short; one request's texts (2,555 characters at most) always fit.
 */
export const MAX_ACCESS_LOG_BATCH_TEXT = 140_000;
/** The last millisecond of the year 9999, as far as an ISO date reaches. */
const LATEST_TIME = 253_402_300_799_999;
/** How far a request's time may lie from its batch's first: a day, a clock stepped back included. */
const MAX_OFFSET_MS = 86_400_000;

/** One answered request, as the gateway keeps it. */
export interface AccessLogRecord {
  /** Milliseconds since the epoch. */
  time: number;
  ip: string;
  method: string;
  url: string;
  status: number;
  redirectTo: string | null;
  userAgent: string | null;
}

/**
 * Requests as they travel to the engagement service (docs/decisions.md, D-58), column by column,
 * each distinct text once: a page view's requests share their address and user agent, and the
 * bytes sent, read and bound into the insert are most of what recording costs. Every column has
 * one value per request; a text column holds indexes into `texts`. The id keeps a batch sent
 * again after a lost answer from being stored twice.
 */
export interface AccessLogBatch {
  batchId: string;
  texts: string[];
  /** The first request's time, in milliseconds since the epoch. */
  since: number;
  /** Each request's time, in milliseconds after `since`: a few digits each rather than thirteen. */
  offsets: number[];
  ips: number[];
  methods: number[];
  urls: number[];
  statuses: number[];
  redirects: (number | null)[];
  userAgents: (number | null)[];
}

/** Each text column with the longest text its database column takes. */
const TEXT_COLUMNS = {
  ips: MAX_LOGGED_IP_LENGTH,
  methods: MAX_LOGGED_METHOD_LENGTH,
  urls: MAX_LOGGED_URL_LENGTH,
  redirects: MAX_LOGGED_URL_LENGTH,
  userAgents: MAX_LOGGED_USER_AGENT_LENGTH,
} as const;

/** Builds one batch from records, each distinct text once, within the batch's bounds. */
export class AccessLogBatchBuilder {
  readonly batch: AccessLogBatch;
  private readonly indexes = new Map<string, number>();
  private textLength = 0;

  constructor(batchId: string) {
    this.batch = { batchId, texts: [], since: 0, offsets: [], ips: [], methods: [], urls: [], statuses: [], redirects: [], userAgents: [] };
  }

  get size(): number {
    return this.batch.offsets.length;
  }

  /** Adds the record, unless the batch is full or the record's new texts would pass the text bound; says whether it did. */
  add(record: AccessLogRecord): boolean {
    if (this.size >= MAX_ACCESS_LOG_BATCH) return false;
    if (this.size > 0 && Math.abs(record.time - this.batch.since) > MAX_OFFSET_MS) return false;
    if (this.size > 0 && this.textLength + this.newTextLength(record) > MAX_ACCESS_LOG_BATCH_TEXT) return false;
    const { batch } = this;
    if (this.size === 0) batch.since = record.time;
    batch.offsets.push(record.time - batch.since);
    batch.ips.push(this.indexOf(record.ip));
    batch.methods.push(this.indexOf(record.method));
    batch.urls.push(this.indexOf(record.url));
    batch.statuses.push(record.status);
    batch.redirects.push(record.redirectTo === null ? null : this.indexOf(record.redirectTo));
    batch.userAgents.push(record.userAgent === null ? null : this.indexOf(record.userAgent));
    return true;
  }

  /** The characters the record's texts would add: those the batch does not hold yet, each once. */
  private newTextLength({ ip, method, url, redirectTo, userAgent }: AccessLogRecord): number {
    const texts = [ip, method, url, redirectTo, userAgent];
    return texts.reduce<number>(
      (length, text, at) => (text === null || this.indexes.has(text) || texts.indexOf(text) < at ? length : length + text.length),
      0,
    );
  }

  private indexOf(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.batch.texts.push(text) - 1;
      this.indexes.set(text, index);
      this.textLength += text.length;
    }
    return index;
  }
}

/**
 * Records in as few batches as the bounds allow, in order: how seeds and tests hand requests to
 * the engagement service the way a gateway does.
 */
export function accessLogBatchesOf(records: readonly AccessLogRecord[], newBatchId: () => string): AccessLogBatch[] {
  const batches: AccessLogBatch[] = [];
  let builder: AccessLogBatchBuilder | null = null;
  for (const record of records) {
    if (!builder?.add(record)) {
      builder = new AccessLogBatchBuilder(newBatchId());
      builder.add(record);
      batches.push(builder.batch);
    }
  }
  return batches;
}

/** The request at `row` of a batch. */
function accessLogRecordAt(batch: Omit<AccessLogBatch, 'batchId'>, row: number): AccessLogRecord {
  const text = (index: number | null | undefined) => (index === null || index === undefined ? null : (batch.texts[index] ?? null));
  return {
    time: batch.since + (batch.offsets[row] ?? 0),
    ip: text(batch.ips[row]) ?? '',
    method: text(batch.methods[row]) ?? '',
    url: text(batch.urls[row]) ?? '',
    status: batch.statuses[row] ?? 0,
    redirectTo: text(batch.redirects[row]),
    userAgent: text(batch.userAgents[row]),
  };
}

/** The records a batch carries, in order. */
export function accessLogRecordsOf(batch: AccessLogBatch): AccessLogRecord[] {
  return batch.offsets.map((_, row) => accessLogRecordAt(batch, row));
}

const MAX_TEXTS = MAX_ACCESS_LOG_BATCH * Object.keys(TEXT_COLUMNS).length;

/**
 * At most a batch's worth of whole numbers from `min` to `max` (or null, where `nullable`),
 * checked in one loop: a batch holds 7,000 of them, and a zod schema per element cost more
 * CPU than storing the batch (docs/decisions.md, D-86).
 */
function integerColumn(min: number, max: number): z.ZodType<number[]>;
function integerColumn(min: number, max: number, nullable: true): z.ZodType<(number | null)[]>;
function integerColumn(min: number, max: number, nullable = false): z.ZodType<(number | null)[]> {
  const fits = (value: unknown) =>
    value === null ? nullable : Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  return z.custom<(number | null)[]>((value) => Array.isArray(value) && value.length <= MAX_ACCESS_LOG_BATCH && value.every(fits), {
    message: `must be at most ${MAX_ACCESS_LOG_BATCH} whole numbers from ${min} to ${max}${nullable ? ', or null' : ''}`,
  });
}
const textIndexes = () => integerColumn(0, MAX_TEXTS - 1);

export const accessLogBatchSchema = z
  .object({
    batchId: z.uuid(),
    texts: z.array(z.string().refine(isStorableText, 'must be text without NUL characters or lone surrogates')).max(MAX_TEXTS),
    since: z
      .number()
      .int()
      .min(MAX_OFFSET_MS)
      .max(LATEST_TIME - MAX_OFFSET_MS),
    offsets: integerColumn(-MAX_OFFSET_MS, MAX_OFFSET_MS).refine((offsets) => offsets.length > 0, 'must hold at least one request'),
    ips: textIndexes(),
    methods: textIndexes(),
    urls: textIndexes(),
    statuses: integerColumn(100, 999),
    redirects: integerColumn(0, MAX_TEXTS - 1, true),
    userAgents: integerColumn(0, MAX_TEXTS - 1, true),
  })
  .superRefine((batch, context) => {
    const textLength = batch.texts.reduce((length, text) => length + text.length, 0);
    if (textLength > MAX_ACCESS_LOG_BATCH_TEXT) {
      context.addIssue({ code: 'custom', path: ['texts'], message: `must hold at most ${MAX_ACCESS_LOG_BATCH_TEXT} characters` });
    }
    const rows = batch.offsets.length;
    for (const name of [...(Object.keys(TEXT_COLUMNS) as (keyof typeof TEXT_COLUMNS)[]), 'statuses' as const]) {
      if (batch[name].length !== rows) {
        context.addIssue({ code: 'custom', path: [name], message: `must hold one value per request (${rows})` });
      }
    }
    for (const [name, max] of Object.entries(TEXT_COLUMNS) as [keyof typeof TEXT_COLUMNS, number][]) {
      const row = batch[name].findIndex((index) => index !== null && !((batch.texts[index]?.length ?? Infinity) <= max));
      if (row >= 0) context.addIssue({ code: 'custom', path: [name, row], message: `must name a text of at most ${max} characters` });
    }
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
