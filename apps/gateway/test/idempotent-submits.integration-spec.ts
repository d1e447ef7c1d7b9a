import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_RULE,
  KEY_USED_FOR_ANOTHER_REQUEST,
  type BookingSubmission,
  type NewsletterSubscribed,
} from '@stagelink/contracts';
import { RedisConnection } from '../src/common/redis.module';
import { GATEWAY_CONFIG, readGatewayConfig, type GatewayConfig } from '../src/config/gateway-config';
import { ANSWER_KEPT_MS, IdempotentAnswers } from '../src/idempotency/idempotent-answers';
import { KEY_IN_PROGRESS } from '../src/idempotency/idempotent-submit.interceptor';
import { KeySecrets } from '../src/idempotency/sealed-answer';
import { TestStack, type ApiResponse } from './support/test-stack';

const LIMITS = { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000', RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' };

describe('idempotent submits: the same Idempotency-Key gives the first answer and stores nothing new', () => {
  let first: TestStack;
  let second: TestStack;

  beforeAll(async () => {
    first = await TestStack.start(LIMITS);
    second = await first.startAnotherGateway(LIMITS);
  });
  afterAll(async () => {
    await second?.stopGateway();
    await first?.stop();
  });

  const booking = (name: string) => ({
    serviceType: 'Contact Form',
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: 'Free on 12 July?',
  });
  const book = (through: TestStack, body: unknown, key?: string) =>
    through.request<BookingSubmission>('POST', '/api/bookings', { body, headers: key ? { 'Idempotency-Key': key } : {} });
  const bookingsNamed = async (name: string) =>
    Number((await first.db.queryOne<{ count: string }>(`SELECT count(*) FROM bookings.booking_submissions WHERE name = $1`, [name])).count);
  const subscriptions = () => first.db.query(`SELECT id, email, phone FROM engagement.newsletter_subscriptions ORDER BY id`);
  const replayed = (response: ApiResponse<unknown>) => response.headers.get('idempotent-replayed');

  it('answers a repeated booking with the first answer, status and body, through either gateway, and stores one row', async () => {
    const key = randomUUID();
    const answer = await book(first, booking('Giulia'), key);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: expect.any(Number), name: 'Giulia', status: 'new' });
    expect(replayed(answer)).toBeNull();

    const again = await book(first, booking('Giulia'), key);
    const elsewhere = await book(second, booking('Giulia'), `"${key}"`);
    for (const repeat of [again, elsewhere]) {
      expect({ status: repeat.status, body: repeat.body }).toEqual({ status: 201, body: answer.body });
      expect(replayed(repeat)).toBe('true');
    }
    expect(await bookingsNamed('Giulia')).toBe(1);
  });

  it('keeps working as before without the header: every submit is stored', async () => {
    expect((await book(first, booking('Nokey'))).status).toBe(201);
    expect((await book(first, booking('Nokey'))).status).toBe(201);
    expect(await bookingsNamed('Nokey')).toBe(2);
  });

  it('lets many requests with one key, at once through two gateways, store one booking and all get its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => book(index % 2 ? second : first, booking('Burst'), key)));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 201));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => replayed(answer) === 'true')).toHaveLength(11);
    expect(await bookingsNamed('Burst')).toBe(1);
  });

  it('refuses the key sent again with another body (422), storing nothing', async () => {
    const key = randomUUID();
    expect((await book(first, booking('Marco'), key)).status).toBe(201);
    const other = await book(second, { ...booking('Marco'), message: 'Another question' }, key);
    expect({ status: other.status, message: (other.body as unknown as { message: string }).message }).toEqual({
      status: 422,
      message: KEY_USED_FOR_ANOTHER_REQUEST,
    });
    expect(await bookingsNamed('Marco')).toBe(1);
  });

  it('refuses a malformed key with 400 and its rule, storing nothing', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has spaces in the key!!', '<script>alert(1)</script>']) {
      const answer = await book(first, booking('Badkey'), key);
      expect({ status: answer.status, message: (answer.body as unknown as { message: string }).message }).toEqual({
        status: 400,
        message: IDEMPOTENCY_KEY_RULE,
      });
    }
    expect(await bookingsNamed('Badkey')).toBe(0);
  });

  it('keeps no refusal: after a refused submit, the same key sends the corrected one', async () => {
    const key = randomUUID();
    const refused = await book(first, { ...booking('Fixed'), email: 'not an e-mail' }, key);
    expect(refused.status).toBe(400);
    const corrected = await book(first, booking('Fixed'), key);
    expect(corrected.status).toBe(201);
    expect(replayed(corrected)).toBeNull();
    expect(await bookingsNamed('Fixed')).toBe(1);
  });

  it('gives a repeated subscription the same id and token, so its second contact joins the one stored row', async () => {
    const key = randomUUID();
    const subscribe = (through: TestStack) =>
      through.request<NewsletterSubscribed>('POST', '/api/newsletter', {
        body: { email: 'fan@example.com' },
        headers: { 'Idempotency-Key': key },
      });
    const answer = await subscribe(first);
    // The answer was lost on the way: the page sends the same submit again, with the same key.
    const retry = await subscribe(second);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: answer.body });

    const addKey = randomUUID();
    const add = (through: TestStack) =>
      through.request('PUT', `/api/newsletter/${retry.body.id}`, {
        body: { phone: '+39 333 765 4321', token: retry.body.token },
        headers: { 'Idempotency-Key': addKey },
      });
    const added = await add(first);
    const addedAgain = await add(second);
    expect(added.status).toBe(200);
    expect({ status: addedAgain.status, body: addedAgain.body }).toEqual({ status: 200, body: added.body });
    expect(replayed(addedAgain)).toBe('true');
    expect(await subscriptions()).toEqual([{ id: answer.body.id, email: 'fan@example.com', phone: '+393337654321' }]);
  });

  it('answers 409 with Retry-After when the first request with the key is still running after the longest wait', async () => {
    // RPC_TIMEOUT_MS 300: this gateway waits 1.3 s for another request with the key (the timeout and a second).
    const quick = await first.startAnotherGateway({ ...LIMITS, RPC_TIMEOUT_MS: '300' });
    try {
      const key = randomUUID();
      const holder = await quick.app.get(IdempotentAnswers).claim('POST /api/bookings', key, booking('Waiting'));
      expect(holder.kind).toBe('claimed');
      const startedAt = Date.now();
      const answer = await book(quick, booking('Waiting'), key);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1200);
      expect({ status: answer.status, message: (answer.body as unknown as { message: string }).message }).toEqual({
        status: 409,
        message: KEY_IN_PROGRESS,
      });
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await bookingsNamed('Waiting')).toBe(0);
    } finally {
      await quick.stopGateway();
    }
  });

  it('scopes a key to its route and path: the same key on another route is a request of its own', async () => {
    const key = randomUUID();
    expect((await book(first, booking('Shared'), key)).status).toBe(201);
    const subscribed = await first.request<NewsletterSubscribed>('POST', '/api/newsletter', {
      body: { email: 'shared@example.com' },
      headers: { 'Idempotency-Key': key },
    });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body).toMatchObject({ email: 'shared@example.com' });
  });

  it('keeps the answer 24 hours, sealed: Redis holds neither the contact nor the message in clear', async () => {
    const key = randomUUID();
    expect((await book(first, { ...booking('Sealed'), message: 'A secret wedding date' }, key)).status).toBe(201);
    const redis = first.app.get(RedisConnection).client;
    const kept = new KeySecrets(first.app.get<GatewayConfig>(GATEWAY_CONFIG).visitorSecret, 'POST /api/bookings', key).redisId;
    const value = await redis.get(kept);
    expect(value).toContain('"state":"done"');
    expect(value).not.toMatch(/sealed@example\.com|secret wedding|Sealed/);
    expect(await redis.pttl(kept)).toBeGreaterThan(ANSWER_KEPT_MS - 60_000);
    expect(await redis.pttl(kept)).toBeLessThanOrEqual(ANSWER_KEPT_MS);
  });
});

describe(IdempotentAnswers.name, () => {
  let redis: RedisConnection;
  let answers: IdempotentAnswers;

  beforeAll(async () => {
    // RPC_TIMEOUT_MS 100: a pending mark lives 1.2 s, so the wait for one left by a dead request is short.
    const config = readGatewayConfig({ ...process.env, ADMIN_PASSWORD: 'unused here', RPC_TIMEOUT_MS: '100' });
    redis = new RedisConnection(config);
    await redis.connect();
    answers = new IdempotentAnswers(redis, config);
  });
  afterAll(() => redis?.onApplicationShutdown());

  it('frees a key whose holder died: its pending mark expires and the next request runs', async () => {
    const key = randomUUID();
    expect((await answers.claim('POST /api/newsletter', key, { email: 'a@b.co' })).kind).toBe('claimed');
    await new Promise((resolve) => setTimeout(resolve, answers.pendingMs + 50));
    expect((await answers.claim('POST /api/newsletter', key, { email: 'a@b.co' })).kind).toBe('claimed');
  });

  it('fingerprints the body by what it says, not by the order of its keys', async () => {
    const key = randomUUID();
    const claim = await answers.claim('POST /api/bookings', key, { name: 'Ann', email: 'ann@example.com' });
    if (claim.kind !== 'claimed') throw new Error(`claimed expected, got ${claim.kind}`);
    await claim.keep({ status: 201, body: { id: 7 } });
    expect(await answers.claim('POST /api/bookings', key, { email: 'ann@example.com', name: 'Ann' })).toEqual({
      kind: 'answered',
      answer: { status: 201, body: { id: 7 } },
    });
  });
});
