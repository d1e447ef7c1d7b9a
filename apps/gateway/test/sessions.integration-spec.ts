import * as argon2 from 'argon2';
import { sessionStoreError } from '../src/auth/session-redis-errors';
import { RedisConnection } from '../src/common/redis.module';
import { EventStreamReader } from './support/event-stream';
import { TEST_ADMIN_PASSWORD, TestStack } from './support/test-stack';

/** docs/decisions.md, D-94: "log out everywhere", sessions bound to the password, streams that stop with their session. */
describe('owner sessions that end', () => {
  let stack: TestStack;
  let other: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start();
    // A second gateway of the same site: sessions and their ending are shared through Redis.
    other = await stack.startAnotherGateway({});
  });
  afterAll(async () => {
    await other?.stopGateway();
    await stack?.stop();
  });

  const isOwner = async (on: TestStack, cookie: string) =>
    ((await on.request<{ authenticated: boolean }>('GET', '/api/admin/check', { cookie })).body as { authenticated: boolean })
      .authenticated;

  async function openInbox(on: TestStack, cookie: string): Promise<EventStreamReader> {
    const stream = await EventStreamReader.open(`${on.baseUrl}/api/bookings/stream`, { cookie });
    await stream.next((frame) => frame.comment === 'connected');
    return stream;
  }

  /** Milliseconds from now until the stream has ended (it fails past `limitMs`). */
  async function msUntilEnded(stream: EventStreamReader, limitMs: number): Promise<number> {
    const started = performance.now();
    await stream.end(limitMs);
    return performance.now() - started;
  }

  it('"log out everywhere" ends two sessions and the stream one of them holds open on another gateway, within a second', async () => {
    const phone = await stack.login();
    const laptop = await stack.login();
    const stream = await openInbox(other, laptop);

    const ended = await stack.request('POST', '/api/admin/logout-all', { cookie: phone });
    const streamEndedAfterMs = await msUntilEnded(stream, 1000);

    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true, endedSessions: 2 });
    expect(ended.headers.get('cache-control')).toBe('private, no-store');
    expect(ended.headers.get('set-cookie')).toMatch(/^stagelink_session=;.*Max-Age=0/);
    expect(streamEndedAfterMs).toBeLessThan(1000);
    for (const cookie of [phone, laptop]) {
      expect(await isOwner(stack, cookie)).toBe(false);
      expect(await isOwner(other, cookie)).toBe(false);
      expect((await other.request('GET', '/api/bookings', { cookie })).status).toBe(401);
    }
    expect(await stack.app.get(RedisConnection).client.keys(`${process.env.REDIS_KEY_PREFIX ?? ''}session:*`)).toEqual([]);
    // A new login after it works as before.
    expect(await isOwner(stack, await stack.login())).toBe(true);
  });

  it('needs the owner: "log out everywhere" without a session is 401 and ends nothing', async () => {
    const cookie = await stack.login();
    const refused = await stack.request('POST', '/api/admin/logout-all');
    expect(refused.status).toBe(401);
    expect(await isOwner(stack, cookie)).toBe(true);
  });

  it('a logout on one gateway stops the stream open on another within a second', async () => {
    const cookie = await stack.login();
    const stream = await openInbox(other, cookie);
    expect((await stack.request('POST', '/api/admin/logout', { cookie })).status).toBe(200);
    expect(await msUntilEnded(stream, 1000)).toBeLessThan(1000);
  });

  it('a changed ADMIN_PASSWORD refuses an earlier cookie, and removes its session', async () => {
    const cookie = await stack.login();
    const changed = await stack.startAnotherGateway({ ADMIN_PASSWORD: 'a brand new password' });
    try {
      expect(await isOwner(changed, cookie)).toBe(false);
      expect((await changed.request('GET', '/api/bookings', { cookie })).status).toBe(401);
      expect(await stack.app.get(RedisConnection).client.exists(`session:${cookie.split('=')[1]}`)).toBe(0);
      // The new password logs in there.
      const login = await changed.request('POST', '/api/admin/login', { body: { password: 'a brand new password' } });
      expect(login.status).toBe(200);
    } finally {
      await changed.stopGateway();
    }
  });

  it('a changed ADMIN_PASSWORD_HASH refuses an earlier cookie, even for a hash of the same password', async () => {
    const cookie = await stack.login();
    const rehashed = await argon2.hash(TEST_ADMIN_PASSWORD, { type: argon2.argon2id });
    const changed = await stack.startAnotherGateway({ ADMIN_PASSWORD_HASH: rehashed });
    try {
      expect(await isOwner(changed, cookie)).toBe(false);
    } finally {
      await changed.stopGateway();
    }
  });

  it('the same password after a restart keeps the sessions made before it', async () => {
    const cookie = await stack.login();
    const restarted = await stack.startAnotherGateway({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
    try {
      expect(await isOwner(restarted, cookie)).toBe(true);
    } finally {
      await restarted.stopGateway();
    }
  });

  it('keeps a session id out of a Redis error: the log gets the message alone, the owner a 503', async () => {
    const redis = stack.app.get(RedisConnection).client;
    const sessionId = 'B'.repeat(43);
    // A key of the wrong type makes Redis refuse the session read with an error about it.
    await redis.hset(`session:${sessionId}`, 'x', '1');
    try {
      const raw = await redis.get(`session:${sessionId}`).then(
        () => new Error('Redis took a read of the wrong type'),
        (error: unknown) => error as Error,
      );
      // What a log line made of the error would hold: its message, stack and own fields.
      const asLogged = (error: Error) => JSON.stringify({ ...error, message: error.message, stack: error.stack });
      expect(asLogged(raw)).toContain(sessionId);
      const logged = sessionStoreError(raw);
      expect(asLogged(logged)).not.toContain(sessionId);
      expect(logged.message).toMatch(/WRONGTYPE/);

      const answer = await stack.request('GET', '/api/admin/check', { cookie: `stagelink_session=${sessionId}` });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Owner sessions cannot be checked right now. Please try again shortly.',
        requestId: expect.any(String) as string,
      });
      expect(JSON.stringify(answer.body)).not.toContain(sessionId);
    } finally {
      await redis.del(`session:${sessionId}`);
    }
  });
});
