import { Agent, get, type IncomingMessage } from 'node:http';
import { BOOKING_STATUSES, type BookingStatus, type BookingSubmission } from '@stagelink/contracts';
import { withTimeout } from '@stagelink/nest-kit';
import { eventually } from '@stagelink/testing';
import { BookingStream } from '../src/bookings/booking-stream';
import { EventStreamReader } from './support/event-stream';
import { TestStack } from './support/test-stack';

const SEEDED = 1050;

/** What Postgres says the inbox holds, in the inbox's order: newest first, ties by id. */
async function idsInOrder(stack: TestStack, status?: BookingStatus): Promise<number[]> {
  const rows = await stack.db.query<{ id: number }>(
    `SELECT id FROM bookings.booking_submissions WHERE $1::text IS NULL OR status = $1 ORDER BY submitted_at DESC, id DESC`,
    [status ?? null],
  );
  return rows.map((row) => row.id);
}

/**
 * 1,050 submissions over the year before now, every status, and pairs of equal times (a row
 * ending in 9 shares its time with the one before), so the order needs its tie-break by id.
 */
async function seedInbox(stack: TestStack): Promise<void> {
  await stack.db.query(
    `INSERT INTO bookings.booking_submissions (service_type, name, email, message, status, submitted_at)
     SELECT 'Contact Form', 'Guest ' || n, 'guest' || n || '@example.com', 'Message ' || n,
            (ARRAY['new', 'contacted', 'scheduled', 'completed', 'cancelled'])[1 + n % 5],
            now() - interval '1 hour' - ((n - n % 10 / 9) * interval '7 hours') + interval '0.000123 seconds'
     FROM generate_series(1, $1) AS n`,
    [SEEDED],
  );
  await stack.db.query(`ANALYZE bookings.booking_submissions`);
}

describe('bookings for the owner: GET /api/bookings, PUT /api/bookings/{id}/status, GET /api/bookings/stream', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_BOOKINGS_PER_HOUR: '1000', LIVE_STREAM_KEEPALIVE_SECONDS: '1' });
    cookie = await stack.login();
    await seedInbox(stack);
  });
  afterAll(() => stack?.stop());

  const list = (query = '') => stack.request<BookingSubmission[]>('GET', `/api/bookings${query}`, { cookie });
  const setStatus = (id: number | string, status: unknown) =>
    stack.request<BookingSubmission & { message: string }>('PUT', `/api/bookings/${id}/status`, { body: { status }, cookie });
  const statusOf = async (id: number) =>
    (await stack.db.queryOne<{ status: string }>(`SELECT status FROM bookings.booking_submissions WHERE id = $1`, [id])).status;
  const newBookingWithStatus = async (status: BookingStatus) =>
    (
      await stack.db.queryOne<{ id: number }>(
        `INSERT INTO bookings.booking_submissions (service_type, name, phone, status) VALUES ('WhatsApp Callback', 'Marco', '+393331234567', $1) RETURNING id`,
        [status],
      )
    ).id;

  describe('without the owner session', () => {
    it.each([
      ['GET', '/api/bookings'],
      ['GET', '/api/bookings?status=new&limit=5'],
      ['GET', '/api/bookings/stream'],
    ])('refuses %s %s with 401', async (method, path) => {
      const response = await stack.request(method, path);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ message: 'You need to log in as the admin to do this.' });
    });

    it('refuses a status change with 401 and leaves the row as it was', async () => {
      const id = await newBookingWithStatus('new');
      const response = await stack.request('PUT', `/api/bookings/${id}/status`, { body: { status: 'contacted' } });
      expect(response.status).toBe(401);
      expect(await statusOf(id)).toBe('new');
    });
  });

  describe('the list', () => {
    it('answers the first 20 as the spec’s array, newest first, with the total and the next cursor in headers', async () => {
      const expected = await idsInOrder(stack);
      const { status, body, headers } = await list();
      expect(status).toBe(200);
      expect(body.map((submission) => submission.id)).toEqual(expected.slice(0, 20));
      expect(body.find((submission) => submission.name.startsWith('Guest'))).toEqual({
        id: expect.any(Number),
        serviceType: 'Contact Form',
        name: expect.stringMatching(/^Guest \d+$/),
        email: expect.stringMatching(/^guest\d+@example\.com$/),
        phone: null,
        message: expect.stringMatching(/^Message \d+$/),
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: expect.stringMatching(/^(new|contacted|scheduled|completed|cancelled)$/),
        language: null,
        eventDate: null,
        venue: null,
        budget: null,
        archivedAt: null,
        history: [],
        stepBackTo: null,
      });
      expect(headers.get('x-total-count')).toBe(String(expected.length));
      expect(headers.get('x-next-cursor')).toBe(String(expected[19]));
      expect(headers.get('cache-control')).toBe('private, no-store');
    });

    it('walks every one of the 1,000+ submissions page by page, each once, in order, ending without a cursor', async () => {
      const expected = await idsInOrder(stack);
      expect(expected.length).toBeGreaterThanOrEqual(SEEDED);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response: Awaited<ReturnType<typeof list>> = await list(`?limit=100${cursor ? `&before=${cursor}` : ''}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-total-count')).toBe(String(expected.length));
        seen.push(...response.body.map((submission) => submission.id));
        cursor = response.headers.get('x-next-cursor');
        pages += 1;
      } while (cursor && pages < 50);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / 100));
    });

    it.each(BOOKING_STATUSES)('filters by status %s across pages, with that status’s total', async (status) => {
      const expected = await idsInOrder(stack, status);
      const first = await list(`?status=${status}&limit=50`);
      expect(first.body.every((submission) => submission.status === status)).toBe(true);
      expect(first.headers.get('x-total-count')).toBe(String(expected.length));
      const second = await list(`?status=${status}&limit=50&before=${first.headers.get('x-next-cursor')}`);
      expect([...first.body, ...second.body].map((submission) => submission.id)).toEqual(expected.slice(0, 100));
    });

    it('reads `status=` as no filter', async () => {
      const { status, headers } = await list('?status=&limit=5');
      expect(status).toBe(200);
      expect(headers.get('x-total-count')).toBe(String((await idsInOrder(stack)).length));
    });

    it('pages on after a status change moved the cursor’s own row out of the filter', async () => {
      const expected = await idsInOrder(stack, 'new');
      const first = await list('?status=new&limit=10');
      const cursor = Number(first.headers.get('x-next-cursor'));
      expect(await setStatus(cursor, 'contacted')).toMatchObject({ status: 200 });
      const second = await list(`?status=new&limit=10&before=${cursor}`);
      expect(second.body.map((submission) => submission.id)).toEqual(expected.slice(10, 20));
      await stack.db.query(`UPDATE bookings.booking_submissions SET status = 'new' WHERE id = $1`, [cursor]);
    });

    it.each([
      ['?status=archived', 'status must be one of new, contacted, scheduled, completed, cancelled'],
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?limit=ten', 'limit must be a whole number'],
      ['?limit=1e1', 'limit must be a whole number'],
      ['?before=-3', 'before must be the id of a booking'],
      ['?before=99999999', 'before: there is no booking 99999999 to page after'],
      ['?page=2', 'property page should not exist'],
    ])('refuses %s with 400 and a message', async (query, message) => {
      const response = await stack.request('GET', `/api/bookings${query}`, { cookie });
      expect({ status: response.status, message: (response.body as { message?: string }).message }).toEqual({ status: 400, message });
    });

    it('reads its pages from a newest-first index, never by sorting the table', async () => {
      const plan = async (sql: string, params: unknown[]) =>
        (await stack.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
      const [, cursor] = await idsInOrder(stack);
      const newest = `SELECT * FROM bookings.booking_submissions s WHERE (s.submitted_at, s.id) < (SELECT c.submitted_at, c.id FROM bookings.booking_submissions c WHERE c.id = $1) ORDER BY s.submitted_at DESC, s.id DESC LIMIT 21`;
      const byStatus = `SELECT * FROM bookings.booking_submissions s WHERE s.status = $2 AND (s.submitted_at, s.id) < (SELECT c.submitted_at, c.id FROM bookings.booking_submissions c WHERE c.id = $1) ORDER BY s.submitted_at DESC, s.id DESC LIMIT 21`;
      // Either index may serve a filtered page (the planner weighs the status's share); neither needs a sort.
      expect(await plan(newest, [cursor])).toMatch(/Index Scan using booking_submissions_newest on booking_submissions s/);
      for (const status of BOOKING_STATUSES) {
        expect(await plan(byStatus, [cursor, status])).toMatch(
          /Index Scan using booking_submissions_(status_)?newest on booking_submissions s/,
        );
        expect(await plan(byStatus, [cursor, status])).not.toMatch(/Sort|Seq Scan/);
      }
    });
  });

  describe('status changes (docs/decisions.md, D-18)', () => {
    const allowed: [BookingStatus, BookingStatus][] = [
      ['new', 'contacted'],
      ['contacted', 'scheduled'],
      ['scheduled', 'completed'],
      ['new', 'cancelled'],
      ['contacted', 'cancelled'],
      ['scheduled', 'cancelled'],
    ];
    const refused = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to): [BookingStatus, BookingStatus] => [from, to])).filter(
      ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
    );

    it.each(allowed)('moves a booking from %s to %s and answers the updated submission', async (from, to) => {
      const id = await newBookingWithStatus(from);
      const { status, body } = await setStatus(id, to);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, status: to, name: 'Marco', phone: '+393331234567', serviceType: 'WhatsApp Callback' });
      expect(await statusOf(id)).toBe(to);
    });

    it.each(refused)('refuses %s to %s with 422 naming both, the row unchanged', async (from, to) => {
      const id = await newBookingWithStatus(from);
      const { status, body } = await setStatus(id, to);
      expect(status).toBe(422);
      expect(body.message).toContain(`from ${from} to ${to}`);
      expect(await statusOf(id)).toBe(from);
    });

    it('says why: a final status, or where the booking may go instead', async () => {
      expect((await setStatus(await newBookingWithStatus('completed'), 'cancelled')).body.message).toBe(
        'A booking cannot go from completed to cancelled: completed is final.',
      );
      expect((await setStatus(await newBookingWithStatus('new'), 'scheduled')).body.message).toBe(
        'A booking cannot go from new to scheduled: from new it can only become contacted or cancelled.',
      );
    });

    it.each([['archived'], [''], [null], [3]])('refuses the status %j with 400, the row unchanged', async (value) => {
      const id = await newBookingWithStatus('new');
      const { status, body } = await setStatus(id, value);
      expect(status).toBe(400);
      expect(body.message).toBe('status must be one of new, contacted, scheduled, completed, cancelled');
      expect(await statusOf(id)).toBe('new');
    });

    it('refuses a body without a status, or with more than a status, with 400', async () => {
      const id = await newBookingWithStatus('new');
      const empty = await stack.request<{ message: string }>('PUT', `/api/bookings/${id}/status`, { body: {}, cookie });
      expect(empty.status).toBe(400);
      const extra = await stack.request<{ message: string }>('PUT', `/api/bookings/${id}/status`, {
        body: { status: 'contacted', name: 'Changed' },
        cookie,
      });
      expect(extra).toMatchObject({ status: 400, body: { message: 'property name should not exist' } });
      expect(await statusOf(id)).toBe('new');
    });

    it.each([['99999999'], ['0'], ['abc'], ['1.0']])('answers 404 for the booking %s', async (id) => {
      const { status, body } = await setStatus(id, 'contacted');
      expect(status).toBe(404);
      expect(body.message).toMatch(/^Booking (99999999 )?not found$/);
    });

    it('lets only one of two simultaneous changes of one booking through', async () => {
      const id = await newBookingWithStatus('scheduled');
      const answers = await Promise.all([setStatus(id, 'completed'), setStatus(id, 'cancelled')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const winner = answers.find((answer) => answer.status === 200)?.body.status;
      expect(await statusOf(id)).toBe(winner);
    });
  });

  describe('the live stream', () => {
    const openStream = () => EventStreamReader.open(`${stack.baseUrl}/api/bookings/stream`, { cookie });
    const streams = () => stack.app.get(BookingStream).openStreams;

    it('sends the owner each new booking as it is made, as a booking-created event', async () => {
      const stream = await openStream();
      try {
        expect(stream.response.status).toBe(200);
        expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(stream.response.headers.get('cache-control')).toBe('private, no-store');
        expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
        await stream.next((frame) => frame.comment === 'connected');

        const made = await stack.request<BookingSubmission>('POST', '/api/bookings', {
          body: { serviceType: 'Contact Form', name: 'Live Giulia', email: 'live@example.com', message: 'Are you free in May?' },
        });
        expect(made.status).toBe(201);
        const frame = await stream.next((each) => each.event === 'booking-created');
        expect(frame.id).toBe(String(made.body.id));
        expect(JSON.parse(frame.data ?? '')).toEqual(made.body);
      } finally {
        stream.close();
      }
    });

    it('keeps an idle stream alive with comments', async () => {
      const stream = await openStream();
      try {
        await stream.next((frame) => frame.comment === 'keep-alive', 4000);
      } finally {
        stream.close();
      }
    });

    it('forgets a stream once its tab goes away', async () => {
      await eventually(streams, (open) => open === 0);
      const stream = await openStream();
      await stream.next((frame) => frame.comment === 'connected');
      expect(streams()).toBe(1);
      stream.close();
      expect(await eventually(streams, (open) => open === 0)).toBe(0);
    });

    it('ends the stream once the session has ended', async () => {
      const ownCookie = await stack.login();
      const stream = await EventStreamReader.open(`${stack.baseUrl}/api/bookings/stream`, { cookie: ownCookie });
      await stream.next((frame) => frame.comment === 'connected');
      expect((await stack.request('POST', '/api/admin/logout', { cookie: ownCookie })).status).toBe(200);
      await stream.end(4000);
    });

    it('closes its connection when it ends, so a kept-alive socket cannot hold the server open', async () => {
      const ownCookie = await stack.login();
      const agent = new Agent({ keepAlive: true });
      try {
        const response = await new Promise<IncomingMessage>((resolve, reject) =>
          get(`${stack.baseUrl}/api/bookings/stream`, { agent, headers: { cookie: ownCookie } }, resolve).once('error', reject),
        );
        expect(response.statusCode).toBe(200);
        const socketClosed = new Promise<void>((resolve) => response.socket.once('close', () => resolve()));
        response.resume();
        expect((await stack.request('POST', '/api/admin/logout', { cookie: ownCookie })).status).toBe(200);
        // The stream ends within a second of the logout (D-94); the server then closes the socket
        // itself, where a reusable connection would stay open for the keep-alive timeout (72 s).
        await expect(withTimeout(socketClosed, 5000)).resolves.toBeUndefined();
      } finally {
        agent.destroy();
      }
    });
  });
});
