import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Queue } from 'bullmq';
import type { BookingSubmission } from '@stagelink/contracts';
import { bullMqPrefix, readRedisConfig } from '@stagelink/nest-kit';
import { eventually } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

/** A mail server that takes the connection and never says a word, not even its greeting. */
function silentMailServer(): Promise<{ server: Server; connections: Socket[] }> {
  const connections: Socket[] = [];
  const server = createServer((socket) => connections.push(socket));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, connections })));
}

describe('a booking while the mail server never answers (docs/decisions.md, D-48)', () => {
  let stack: TestStack;
  let mail: Awaited<ReturnType<typeof silentMailServer>>;
  /** The bookings service's queue, named as its module names it, so the test empties its own jobs. */
  let queue: Queue;

  beforeAll(async () => {
    const { redisUrl, redisKeyPrefix } = readRedisConfig();
    queue = new Queue('booking-owner-notices', { connection: { url: redisUrl }, prefix: bullMqPrefix(redisKeyPrefix) });
    mail = await silentMailServer();
    const { port } = mail.server.address() as AddressInfo;
    stack = await TestStack.startWithOwnServices(
      { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000' },
      {
        SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=300&connectionTimeout=300`,
        NOTIFY_EMAIL: 'owner@luna.example',
        MAIL_ATTEMPTS: '3',
        MAIL_RETRY_DELAY_MS: '100',
      },
    );
  });
  afterAll(async () => {
    await stack?.stop();
    mail?.connections.forEach((socket) => socket.destroy());
    mail?.server.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });

  it('answers the visitor 201 at once and keeps the booking; the notice is tried, then given up', async () => {
    const started = performance.now();
    const { status, body } = await stack.request<BookingSubmission>('POST', '/api/bookings', {
      body: { serviceType: 'Contact Form', name: 'Giulia', email: 'giulia@example.com', message: 'Are you free on 12 July?' },
    });
    const elapsedMs = performance.now() - started;
    expect(status).toBe(201);
    // Far below one greeting timeout (300 ms) times the attempts: the answer waits for no mail.
    expect(elapsedMs).toBeLessThan(600);
    const row = () =>
      stack.db.queryOne<{ name: string; status: string; owner_notice: string }>(
        `SELECT name, status, owner_notice FROM bookings.booking_submissions WHERE id = $1`,
        [body.id],
      );
    expect(await row()).toEqual({ name: 'Giulia', status: 'new', owner_notice: 'pending' });

    await eventually(row, (stored) => stored.owner_notice === 'failed', 20000);
    expect(mail.connections).toHaveLength(3);
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 1 });
    expect(await row()).toMatchObject({ name: 'Giulia', status: 'new' });
  });
});
