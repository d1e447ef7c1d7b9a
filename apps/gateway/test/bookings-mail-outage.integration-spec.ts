import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Queue } from 'bullmq';
import type { BookingSubmission } from '@stagelink/contracts';
import { bullMqPrefix, readRedisConfig } from '@stagelink/nest-kit';
import { eventually } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

/**
 * A mail server that takes the connection and never says a word, not even its greeting; it
 * counts the connections the client gave up on (their greeting timeout).
 */
function silentMailServer(): Promise<{ server: Server; connections: Socket[]; givenUp: () => number }> {
  const connections: Socket[] = [];
  let closed = 0;
  const server = createServer((socket) => {
    connections.push(socket);
    socket.on('close', () => (closed += 1));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, connections, givenUp: () => closed })));
}

// Long enough that no attempt can end before the visitor's answer, however busy the machine;
// short enough that three attempts end within the test.
const GREETING_TIMEOUT_MS = 2500;

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
        SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=${GREETING_TIMEOUT_MS}&connectionTimeout=${GREETING_TIMEOUT_MS}`,
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
    const { status, body } = await stack.request<BookingSubmission>('POST', '/api/bookings', {
      body: { serviceType: 'Contact Form', name: 'Giulia', email: 'giulia@example.com', message: 'Are you free on 12 July?' },
    });
    // The answer came before any attempt at the mail had ended: it waits for none of them.
    const givenUpBeforeTheAnswer = mail.givenUp();
    expect(status).toBe(201);
    expect(givenUpBeforeTheAnswer).toBe(0);
    const row = () =>
      stack.db.queryOne<{ name: string; status: string; owner_notice: string }>(
        `SELECT name, status, owner_notice FROM bookings.booking_submissions WHERE id = $1`,
        [body.id],
      );
    expect(await row()).toEqual({ name: 'Giulia', status: 'new', owner_notice: 'pending' });

    await eventually(row, (stored) => stored.owner_notice === 'failed', 30000);
    expect(mail.connections).toHaveLength(3);
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 1 });
    expect(await row()).toMatchObject({ name: 'Giulia', status: 'new' });
  });
});
