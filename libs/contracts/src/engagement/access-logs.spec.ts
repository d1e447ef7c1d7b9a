import { describe, expect, it } from '@jest/globals';
import {
  AccessLogBatchBuilder,
  accessLogBatchSchema,
  accessLogRecordsOf,
  MAX_ACCESS_LOG_BATCH,
  MAX_ACCESS_LOG_BATCH_TEXT,
  type AccessLogBatch,
  type AccessLogRecord,
} from './access-logs';

const BATCH_ID = '6f1c1e52-3c5e-4f7e-9d2a-0b8f3f1d2c4a';

const record = (overrides: Partial<AccessLogRecord> = {}): AccessLogRecord => ({
  time: Date.UTC(2026, 10, 25, 12),
  ip: '203.0.113.7',
  method: 'GET',
  url: '/',
  status: 200,
  redirectTo: null,
  userAgent: 'Phone/1',
  ...overrides,
});

function batchOf(records: AccessLogRecord[]): AccessLogBatch {
  const builder = new AccessLogBatchBuilder(BATCH_ID);
  for (const each of records) expect(builder.add(each)).toBe(true);
  return builder.batch;
}

const problems = (batch: unknown) => {
  const result = accessLogBatchSchema.safeParse(batch);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('access-log batches (docs/decisions.md, D-58)', () => {
  it('carry each record back as it was, each distinct text once', () => {
    const records = [
      record(),
      record({ url: '/old', status: 301, redirectTo: '/new' }),
      record({ ip: '2001:db8::1', method: 'POST', url: '/api/bookings', status: 201, userAgent: null }),
    ];
    const batch = batchOf(records);
    expect(batch.texts).toEqual(['203.0.113.7', 'GET', '/', 'Phone/1', '/old', '/new', '2001:db8::1', 'POST', '/api/bookings']);
    expect(problems(batch)).toEqual([]);
    expect(accessLogRecordsOf(batch)).toEqual(records);
  });

  it('carry times as offsets from the first, a clock stepped back included, and end a batch a day from its first', () => {
    const first = Date.UTC(2026, 10, 25, 12);
    const builder = new AccessLogBatchBuilder(BATCH_ID);
    for (const time of [first, first + 250, first - 40]) expect(builder.add(record({ time }))).toBe(true);
    expect(builder.batch.since).toBe(first);
    expect(builder.batch.offsets).toEqual([0, 250, -40]);
    expect(accessLogRecordsOf(builder.batch).map((each) => each.time)).toEqual([first, first + 250, first - 40]);
    expect(builder.add(record({ time: first + 86_400_001 }))).toBe(false);
    expect(problems(builder.batch)).toEqual([]);
  });

  it('take at most MAX_ACCESS_LOG_BATCH records', () => {
    const builder = new AccessLogBatchBuilder(BATCH_ID);
    for (let index = 0; index < MAX_ACCESS_LOG_BATCH; index += 1) expect(builder.add(record())).toBe(true);
    expect(builder.add(record())).toBe(false);
    expect(problems(builder.batch)).toEqual([]);
  });

  it('stop taking records before their texts would pass the bound', () => {
    const builder = new AccessLogBatchBuilder(BATCH_ID);
    const heavy = (index: number) => record({ url: `/${index}-${'u'.repeat(990)}`, userAgent: `${index}-${'a'.repeat(490)}` });
    let added = 0;
    while (builder.add(heavy(added))) added += 1;
    const length = builder.batch.texts.join('').length;
    const refused = heavy(added);
    expect(length).toBeLessThanOrEqual(MAX_ACCESS_LOG_BATCH_TEXT);
    expect(length + refused.url.length + (refused.userAgent?.length ?? 0)).toBeGreaterThan(MAX_ACCESS_LOG_BATCH_TEXT);
    expect(builder.size).toBe(added);
    expect(problems(builder.batch)).toEqual([]);
  });

  it('are refused when an index points past the texts, a column is short, or a text is too long for its column', () => {
    const batch = batchOf([record(), record({ url: '/two' })]);
    expect(problems({ ...batch, urls: [2, 9] })).toEqual(['urls.1: must name a text of at most 1000 characters']);
    expect(problems({ ...batch, statuses: [200] })).toEqual(['statuses: must hold one value per request (2)']);
    // The address column is 45 characters wide: a URL's text is not an address.
    expect(problems({ ...batch, texts: [...batch.texts, 'x'.repeat(46)], ips: [0, 5] })).toEqual([
      'ips.1: must name a text of at most 45 characters',
    ]);
    expect(problems({ ...batch, texts: ['a\u0000b', ...batch.texts.slice(1)] })).toEqual([
      'texts.0: must be text without NUL characters or lone surrogates',
    ]);
    expect(problems({ ...batch, offsets: [0, 86_400_001] })).toHaveLength(1);
    expect(problems({ ...batch, texts: [...batch.texts, 'x'.repeat(MAX_ACCESS_LOG_BATCH_TEXT)] })).toEqual([
      `texts: must hold at most ${MAX_ACCESS_LOG_BATCH_TEXT} characters`,
    ]);
  });
});
