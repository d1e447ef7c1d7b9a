import { RedisConnection } from '../src/common/redis.module';
import { sessionCookieOf, TEST_ADMIN_PASSWORD, TestStack } from './support/test-stack';

describe('admin login, check and logout', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // The test plays visitors from several addresses through a trusted local proxy.
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', LOGIN_FREE_FAILURES: '5', LOGIN_LOCK_SECONDS: '600' });
  });
  afterAll(() => stack?.stop());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('says not authenticated before login', async () => {
    const response = await stack.request('GET', '/api/admin/check');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ authenticated: false });
  });

  it('refuses a wrong password with 401 and the message the login screen shows', async () => {
    const response = await stack.request('POST', '/api/admin/login', { body: { password: 'wrong' }, headers: from('198.51.100.1') });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid password' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('logs in with an HttpOnly, SameSite=Strict session cookie and then says authenticated', async () => {
    const response = await stack.request('POST', '/api/admin/login', {
      body: { password: TEST_ADMIN_PASSWORD },
      headers: from('198.51.100.2'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ authenticated: true, message: 'Login successful' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);

    const check = await stack.request('GET', '/api/admin/check', { cookie: sessionCookieOf(response.headers) });
    expect(check.body).toEqual({ authenticated: true });
  });

  it('issues a new session id at every login and retires the one it replaces', async () => {
    const first = await stack.login(from('198.51.100.3'));
    const again = await stack.request('POST', '/api/admin/login', {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: first,
      headers: from('198.51.100.3'),
    });
    const second = sessionCookieOf(again.headers);
    expect(second).not.toBe(first);
    expect((await stack.request('GET', '/api/admin/check', { cookie: first })).body).toEqual({ authenticated: false });
    expect((await stack.request('GET', '/api/admin/check', { cookie: second })).body).toEqual({ authenticated: true });
  });

  it('logs out: the session is destroyed on the server, not only forgotten by the browser', async () => {
    const cookie = await stack.login(from('198.51.100.4'));
    const logout = await stack.request('POST', '/api/admin/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect((await stack.request('GET', '/api/admin/check', { cookie })).body).toEqual({ authenticated: false });
    expect((await stack.request('GET', '/api/bookings', { cookie })).status).toBe(401);
  });

  it('ends a session 30 days after login, however active it was', async () => {
    const cookie = await stack.login(from('198.51.100.6'));
    const sessionId = cookie.split('=')[1];
    const redis = stack.app.get(RedisConnection).client;
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await redis.set(`session:${sessionId}`, JSON.stringify({ createdAt: thirtyOneDaysAgo }), 'EX', 3600);

    expect((await stack.request('GET', '/api/admin/check', { cookie })).body).toEqual({ authenticated: false });
    expect(await redis.exists(`session:${sessionId}`)).toBe(0);
  });

  it('keeps an active session alive for 12 idle hours', async () => {
    const cookie = await stack.login(from('198.51.100.7'));
    const redis = stack.app.get(RedisConnection).client;
    const key = `session:${cookie.split('=')[1]}`;
    await redis.expire(key, 60);
    await stack.request('GET', '/api/admin/check', { cookie });
    expect(await redis.ttl(key)).toBeGreaterThan(12 * 60 * 60 - 10);
  });

  it('keeps no plain password in Redis', async () => {
    await stack.login(from('198.51.100.5'));
    const redis = stack.app.get(RedisConnection).client;
    const prefix = process.env.REDIS_KEY_PREFIX ?? '';
    const keys = (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
    // Sessions are strings, and their index a sorted set of ids (D-94).
    const values = await Promise.all(
      keys.map(async (key) => ((await redis.type(key)) === 'zset' ? (await redis.zrange(key, 0, -1)).join(' ') : redis.get(key))),
    );
    expect(values.length).toBeGreaterThan(1);
    expect(values.join('\n')).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('throttles an IP after 5 failed logins with 429 and Retry-After, even for the right password', async () => {
    const attacker = from('203.0.113.9');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await stack.request('POST', '/api/admin/login', { body: { password: `guess-${attempt}` }, headers: attacker });
      expect(response.status).toBe(401);
    }
    const blocked = await stack.request('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, headers: attacker });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed login attempts. Try again in 10 minutes.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(590);

    const someoneElse = await stack.request('POST', '/api/admin/login', {
      body: { password: TEST_ADMIN_PASSWORD },
      headers: from('203.0.113.10'),
    });
    expect(someoneElse.status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const owner = from('203.0.113.20');
    const fail = () => stack.request('POST', '/api/admin/login', { body: { password: 'typo' }, headers: owner });
    for (let attempt = 0; attempt < 4; attempt++) expect((await fail()).status).toBe(401);
    await stack.login(owner);
    for (let attempt = 0; attempt < 4; attempt++) expect((await fail()).status).toBe(401);
  });

  it('checks no more than the free number of 40 parallel guesses from one IP, and then refuses even the right password', async () => {
    const attacker = from('203.0.113.40');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        stack.request('POST', '/api/admin/login', { body: { password: `guess-${attempt}` }, headers: attacker }),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const right = await stack.request('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, headers: attacker });
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('clears the session cookie at logout with the attributes it was set with', async () => {
    const cookie = await stack.login(from('198.51.100.8'));
    const logout = await stack.request('POST', '/api/admin/logout', { cookie });
    const cleared = logout.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^stagelink_session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/SameSite=Strict/);
  });
});
