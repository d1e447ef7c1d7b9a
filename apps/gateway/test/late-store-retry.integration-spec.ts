import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { BookingSubmission, NewsletterSubscribed } from '@stagelink/contracts';
import { eventually } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

const LIMITS = { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000', RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' };

/**
 * Issue 22's gap (docs/decisions.md, D-101 and D-115): the service stores a submit after the
 * gateway stopped waiting for it (a 503), and the visitor retries with the same
 * Idempotency-Key. The service is held past RPC_TIMEOUT_MS by a table lock in the database,
 * taken by this test: its insert waits, the gateway answers 503, then the lock goes and the
 * insert lands late, as after a slow disk or a long garbage collection.
 */
describe('a retry after a submit stored late stores nothing new', () => {
  let stack: TestStack;
  let impatient: TestStack;
  let locker: Client;

  beforeAll(async () => {
    stack = await TestStack.start(LIMITS);
    impatient = await stack.startAnotherGateway({ ...LIMITS, RPC_TIMEOUT_MS: '1000' });
    locker = new Client({ connectionString: stack.db.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await impatient?.stopGateway();
    await stack?.stop();
  });

  /** Runs `submit` while `table` refuses inserts, answers what it got, then lets the held insert land. */
  async function storedLate<T>(table: string, submit: () => Promise<T>): Promise<T> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN SHARE MODE`);
    try {
      const answer = submit();
      // The service's insert is waiting for the lock: the request reached it, and it will store.
      await eventually(
        async () =>
          (
            await stack.db.queryOne<{ waiting: string }>(
              `SELECT count(*) AS waiting FROM pg_locks WHERE NOT granted AND relation = $1::regclass
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              [table],
            )
          ).waiting,
        (waiting) => Number(waiting) > 0,
      );
      return await answer;
    } finally {
      await locker.query('COMMIT');
    }
  }

  it('answers the booking stored after the 503 to the retry with its key, and keeps one row', async () => {
    const key = randomUUID();
    const body = { serviceType: 'Contact Form', name: 'Latecomer', email: 'late@example.com', message: 'Free on 12 July?' };
    const book = () => impatient.request<BookingSubmission>('POST', '/api/bookings', { body, headers: { 'Idempotency-Key': key } });
    const rows = () => stack.db.query<{ id: number }>(`SELECT id FROM bookings.booking_submissions WHERE name = 'Latecomer'`);

    const first = await storedLate('bookings.booking_submissions', book);
    expect(first.status).toBe(503);
    const [stored] = await eventually(rows, (found) => found.length === 1);

    const retry = await book();
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: stored?.id, name: 'Latecomer', email: 'late@example.com', status: 'new' });
    expect(await rows()).toHaveLength(1);

    // The retry's answer is now kept as any first answer is: a third send is a replay.
    const third = await book();
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(third.body).toEqual(retry.body);
  });

  it('refuses the key sent again with another body after a late store (422), storing nothing', async () => {
    const key = randomUUID();
    const body = { serviceType: 'Contact Form', name: 'Switcher', email: 'switch@example.com', message: 'First words' };
    const send = (message: string) =>
      impatient.request<{ message: string }>('POST', '/api/bookings', { body: { ...body, message }, headers: { 'Idempotency-Key': key } });
    expect((await storedLate('bookings.booking_submissions', () => send('First words'))).status).toBe(503);
    await eventually(
      () => stack.db.query(`SELECT id FROM bookings.booking_submissions WHERE name = 'Switcher'`),
      (found) => found.length === 1,
    );
    const other = await send('Other words');
    expect(other.status).toBe(422);
    expect(await stack.db.query(`SELECT id FROM bookings.booking_submissions WHERE name = 'Switcher'`)).toHaveLength(1);
  });

  it('has no such gap for a subscription: one row per contact, whatever the retries (D-23)', async () => {
    const key = randomUUID();
    const subscribe = () =>
      impatient.request<NewsletterSubscribed>('POST', '/api/newsletter', {
        body: { email: 'late-fan@example.com' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await storedLate('engagement.newsletter_subscriptions', subscribe)).status).toBe(503);
    const retry = await subscribe();
    expect(retry.status).toBe(201);
    expect(await stack.db.query(`SELECT id FROM engagement.newsletter_subscriptions WHERE email = 'late-fan@example.com'`)).toHaveLength(1);
  });
});
