import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Queue } from 'bullmq';
import type { BookingSubmission, ErasedRows, Erasure, NewsletterSubscribed, PersonalData, SubscriberPage } from '@stagelink/contracts';
import { bullMqPrefix, readRedisConfig } from '@stagelink/nest-kit';
import { eventually } from '@stagelink/testing';
import { AccessLogRecorder } from '../src/access-log/access-log-recorder';
import { TestStack } from './support/test-stack';

/** A mail server that takes the connection and never greets: each notice attempt fails, then waits for its retry. */
function silentMailServer(): Promise<{ server: Server; connections: Socket[] }> {
  const connections: Socket[] = [];
  const server = createServer((socket) => connections.push(socket));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, connections })));
}

const GIULIA_PHONE = '+393331234567';

describe("a person's data, on request: GET /api/admin/privacy/export, POST /api/admin/privacy/erase (docs/decisions.md, D-90)", () => {
  let stack: TestStack;
  let cookie: string;
  let mail: Awaited<ReturnType<typeof silentMailServer>>;
  /** The bookings service's notice queue, named as its module names it. */
  let notices: Queue;

  beforeAll(async () => {
    const { redisUrl, redisKeyPrefix } = readRedisConfig();
    notices = new Queue('booking-owner-notices', { connection: { url: redisUrl }, prefix: bullMqPrefix(redisKeyPrefix) });
    mail = await silentMailServer();
    const { port } = mail.server.address() as AddressInfo;
    stack = await TestStack.startWithOwnServices(
      { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000', RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' },
      {
        SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=200&connectionTimeout=200`,
        NOTIFY_EMAIL: 'owner@luna.example',
        MAIL_ATTEMPTS: '5',
        // After its first failed attempt a notice waits a minute: still queued when the erase comes.
        MAIL_RETRY_DELAY_MS: '60000',
      },
    );
    cookie = await stack.login();
  });
  afterAll(async () => {
    await stack?.stop();
    mail?.connections.forEach((socket) => socket.destroy());
    mail?.server.close();
    await notices?.obliterate({ force: true });
    await notices?.close();
  });
  beforeEach(() =>
    stack.db.query(
      `TRUNCATE engagement.newsletter_subscriptions, engagement.privacy_erasures, bookings.booking_submissions, bookings.booking_changes, bookings.privacy_erasures`,
    ),
  );

  const exportOf = (contact: string) =>
    stack.request<PersonalData>('GET', `/api/admin/privacy/export?contact=${encodeURIComponent(contact)}`, { cookie });
  const erase = (contact: unknown) => stack.request<ErasedRows>('POST', '/api/admin/privacy/erase', { body: { contact }, cookie });
  const erasures = () => stack.request<Erasure[]>('GET', '/api/admin/privacy/erasures', { cookie });
  const book = async (body: Record<string, string>) => {
    const answer = await stack.request<BookingSubmission>('POST', '/api/bookings', { body: { serviceType: 'Contact Form', ...body } });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const subscribe = async (body: Record<string, string>) => {
    const answer = await stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  /** Giulia, as the visitor's forms stored her in several formats, and Marco, who is no part of it. */
  async function arrangeGiuliaAndMarco(): Promise<{ subscriptionId: number; bookings: BookingSubmission[] }> {
    const subscription = await subscribe({ email: 'Giulia@Example.com' });
    const added = await stack.request('PUT', `/api/newsletter/${subscription.id}`, {
      body: { phone: '+39 333 123 4567', token: subscription.token },
    });
    expect(added.status).toBe(200);
    const bookings = [
      await book({ name: 'Giulia', email: 'giulia@example.com', message: 'Are you free on 12 July?' }),
      await book({ serviceType: 'WhatsApp Callback', name: 'Giulia R.', phone: '333 123 4567', message: 'Please call me back' }),
    ];
    await subscribe({ email: 'marco@example.com' });
    await book({ name: 'Marco', email: 'marco@example.com', phone: '+39 333 999 8888', message: 'Wedding in June?' });
    return { subscriptionId: subscription.id, bookings };
  }

  it('exports by e-mail, typed in any case, every subscription and booking that holds it, as stored, with dates', async () => {
    const { subscriptionId, bookings } = await arrangeGiuliaAndMarco();
    const answer = await exportOf('  GIULIA@example.COM ');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      contact: { kind: 'email', value: 'giulia@example.com' },
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      subscriptions: [
        {
          id: subscriptionId,
          email: 'giulia@example.com',
          phone: GIULIA_PHONE,
          status: 'active',
          subscribedAt: expect.stringMatching(/^\d{4}-/) as string,
          additionalContactAt: expect.stringMatching(/^\d{4}-/) as string,
        },
      ],
      bookings: [bookings[0]],
    });
  });

  it('exports by phone written as "3331234567" what was stored from "+39 333 123 4567" and "333 123 4567"', async () => {
    const { subscriptionId, bookings } = await arrangeGiuliaAndMarco();
    for (const typed of ['3331234567', '+39 333 123 4567', '0039 (333) 123-4567']) {
      const { status, body } = await exportOf(typed);
      expect({ typed, status, contact: body.contact }).toEqual({ typed, status: 200, contact: { kind: 'phone', value: GIULIA_PHONE } });
      expect(body.subscriptions.map((subscription) => subscription.id)).toEqual([subscriptionId]);
      expect(body.bookings).toEqual([bookings[1]]);
    }
    const nobody = await exportOf('nobody@example.com');
    expect(nobody.body).toMatchObject({ subscriptions: [], bookings: [] });
  });

  it('erases by phone, in another format, every row that holds it; then the export is empty, and neither the subscribers nor the inbox show it', async () => {
    await arrangeGiuliaAndMarco();
    await erase('giulia@example.com');
    const answer = await erase('333 1234567');
    expect(answer.status).toBe(200);
    // The subscription went with the e-mail; the callback booking is the phone's alone.
    expect(answer.body).toEqual({ subscriptions: 0, bookings: 1 });

    for (const typed of ['giulia@example.com', '3331234567']) {
      const { body } = await exportOf(typed);
      expect({ typed, subscriptions: body.subscriptions, bookings: body.bookings }).toEqual({ typed, subscriptions: [], bookings: [] });
    }
    const subscribers = await stack.request<SubscriberPage>('GET', '/api/admin/subscribers', { cookie });
    expect(subscribers.body.subscribers.map((subscriber) => subscriber.email)).toEqual(['marco@example.com']);
    expect(subscribers.body.total).toBe(1);
    const inbox = await stack.request<BookingSubmission[]>('GET', '/api/bookings', { cookie });
    expect(inbox.body.map((booking) => booking.name)).toEqual(['Marco']);
    expect(inbox.headers.get('x-total-count')).toBe('1');
    const stored = await stack.db.query<{ name: string }>(`SELECT name FROM bookings.booking_submissions`);
    expect(stored).toEqual([{ name: 'Marco' }]);
  });

  it('answers the counts and logs each erase, when and how many rows, without the contact', async () => {
    await arrangeGiuliaAndMarco();
    const first = await erase('Giulia@Example.com');
    expect(first.body).toEqual({ subscriptions: 1, bookings: 1 });
    const second = await erase('nobody@example.com');
    expect(second.body).toEqual({ subscriptions: 0, bookings: 0 });

    const log = await erasures();
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      { id: expect.any(String) as string, erasedAt: expect.any(String) as string, contactKind: 'email', subscriptions: 0, bookings: 0 },
      { id: expect.any(String) as string, erasedAt: expect.any(String) as string, contactKind: 'email', subscriptions: 1, bookings: 1 },
    ]);
    const text = JSON.stringify(log.body);
    // Giulia's phone by its last seven digits, which no id or time holds by chance (its '333' did, once).
    for (const piece of ['giulia', 'nobody', '1234567', '123 4567']) expect(text).not.toContain(piece);
    const logged = await stack.db.query(`SELECT * FROM engagement.privacy_erasures UNION ALL SELECT * FROM bookings.privacy_erasures`);
    expect(JSON.stringify(logged)).not.toMatch(/giulia|nobody/i);
  });

  it('refuses what is neither an e-mail nor a phone with a 400 that says so, erasing nothing; an address that looks like a pattern erases only itself', async () => {
    await arrangeGiuliaAndMarco();
    for (const contact of ['giulia', '12', 'javascript:alert(1)', '%', 'giulia@example']) {
      for (const answer of [await erase(contact), await exportOf(contact)]) {
        expect({ contact, status: answer.status, body: answer.body }).toEqual({
          contact,
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'contact: must be an e-mail address or a phone number (with its country code when it is not from your country)',
          },
        });
      }
    }
    expect((await erase('')).body).toMatchObject({ message: 'contact: is required: type an e-mail address or a phone number' });
    // Real addresses that look like patterns match only themselves.
    for (const contact of ['%@example.com', '_iulia@example.com', 'giulia@example.com%']) {
      const answer = await erase(contact);
      expect({ contact, status: answer.status }).toEqual({ contact, status: contact.endsWith('%') ? 400 : 200 });
    }
    expect((await erase(['giulia@example.com'])).body).toMatchObject({ message: 'contact: must be text' });
    expect((await stack.request('GET', '/api/admin/privacy/export', { cookie })).status).toBe(400);
    const counts = await stack.db.queryOne<{ rows: string; logged: string }>(
      `SELECT (SELECT count(*) FROM engagement.newsletter_subscriptions) + (SELECT count(*) FROM bookings.booking_submissions) AS rows,
              (SELECT count(*) FROM engagement.privacy_erasures) + (SELECT count(*) FROM bookings.privacy_erasures) AS logged`,
    );
    // Giulia's and Marco's two subscriptions and three bookings stay; only the two real addresses' erases are logged, in both services.
    expect({ rows: Number(counts.rows), logged: Number(counts.logged) }).toEqual({ rows: 5, logged: 4 });
  });

  it('keeps the contact of an export out of the access log', async () => {
    await exportOf('giulia@example.com');
    await stack.app.get(AccessLogRecorder).flush();
    const logged = await stack.db.query<{ requested_url: string }>(
      `SELECT DISTINCT requested_url FROM engagement.access_logs WHERE requested_url LIKE '/api/admin/privacy/export?%'`,
    );
    expect(logged).toEqual([{ requested_url: '/api/admin/privacy/export?contact=(not logged)' }]);
    const { count } = await stack.db.queryOne<{ count: string }>(
      `SELECT count(*) FROM engagement.access_logs WHERE requested_url ILIKE '%giulia%' OR requested_url LIKE '%3331234567%'`,
    );
    expect(Number(count)).toBe(0);
  });

  it("drops the owner's notices still queued for the erased bookings", async () => {
    const booking = await book({ name: 'Giulia', email: 'giulia@example.com', message: 'hi' });
    const jobId = `booking-${booking.id}`;
    // The first attempt fails on the silent server; the job then waits a minute for its retry.
    await eventually(
      async () => (await notices.getJob(jobId))?.getState(),
      (state) => state === 'delayed',
      15_000,
    );
    expect((await erase('giulia@example.com')).body).toEqual({ subscriptions: 0, bookings: 1 });
    await eventually(
      () => notices.getJob(jobId),
      (job) => job === undefined,
    );
  });

  it('names the service that is down (503); an erase done in one part only says what it erased, and repeating it finishes the job', async () => {
    await arrangeGiuliaAndMarco();
    await stack.service('bookings').stop();
    try {
      const exported = await exportOf('giulia@example.com');
      expect(exported.status).toBe(503);
      expect(exported.body).toMatchObject({ message: 'The bookings service cannot be reached. Please try again shortly.' });

      const partly = await erase('giulia@example.com');
      expect(partly.status).toBe(503);
      expect(partly.body).toMatchObject({
        message:
          'The bookings service cannot be reached. Please try again shortly. Newsletter subscriptions erased: 1. Erase again to finish: it is safe to repeat.',
      });
      expect(await stack.db.query(`SELECT email FROM engagement.newsletter_subscriptions`)).toEqual([{ email: 'marco@example.com' }]);
      expect((await erasures()).status).toBe(503);
    } finally {
      stack.service('bookings').start();
      await stack.service('bookings').waitUntilHealthy();
    }

    expect((await erase('GIULIA@example.com')).body).toEqual({ subscriptions: 0, bookings: 1 });
    const log = await erasures();
    expect(log.body.map(({ subscriptions, bookings }) => ({ subscriptions, bookings }))).toEqual([
      { subscriptions: 0, bookings: 1 },
      { subscriptions: 1, bookings: null },
    ]);
    expect((await exportOf('giulia@example.com')).body).toMatchObject({ subscriptions: [], bookings: [] });
  });
});
