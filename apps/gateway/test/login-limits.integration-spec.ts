import { RedisConnection } from '../src/common/redis.module';
import { TEST_ADMIN_PASSWORD, TestStack } from './support/test-stack';

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** docs/decisions.md, D-93: limits that count an IPv6 /64 as one client, and a cap for the whole site. */
describe('login and public limits against address rotation', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', LOGIN_FREE_FAILURES: '3', RATE_LIMIT_BOOKINGS_PER_HOUR: '2' });
  });
  afterAll(() => stack?.stop());

  const login = (ip: string, password = 'a guess') => stack.request('POST', '/api/admin/login', { body: { password }, headers: from(ip) });
  const redis = () => stack.app.get(RedisConnection).client;

  it('counts the failed logins of every address in one IPv6 /64 together', async () => {
    for (const ip of ['2001:db8:a:1::1', '2001:db8:a:1::2', '2001:db8:a:1:ffff:ffff:ffff:fffe']) expect((await login(ip)).status).toBe(401);
    const rotated = await login('2001:db8:a:1:1234:5678:9abc:def0', TEST_ADMIN_PASSWORD);
    expect(rotated.status).toBe(429);
    expect(rotated.body).toMatchObject({ message: 'Too many failed login attempts. Try again in 10 minutes.' });
    expect(Number(rotated.headers.get('retry-after'))).toBeGreaterThan(590);
    // The next /64 is another client.
    expect((await login('2001:db8:a:2::1', TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('still counts IPv4 addresses one by one, an IPv4-mapped IPv6 one as its IPv4 address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await login('198.51.100.70')).status).toBe(401);
    expect((await login('::ffff:198.51.100.70', TEST_ADMIN_PASSWORD)).status).toBe(429);
    expect((await login('198.51.100.71', TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("keeps the counters' Redis keys no longer than their window", async () => {
    await login('2001:db8:b:1::1');
    const keys = await redis().keys(`${process.env.REDIS_KEY_PREFIX ?? ''}login:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const ttl = await redis().ttl(key.slice((process.env.REDIS_KEY_PREFIX ?? '').length));
      expect({ key, expires: ttl > 0 }).toEqual({ key, expires: true });
    }
  });

  it("groups the visitors' rate limits by /64 as well, with keys that expire with their window", async () => {
    const booking = { serviceType: 'Contact Form', name: 'Ann', email: 'ann@example.com', message: 'hi' };
    const book = (ip: string) => stack.request('POST', '/api/bookings', { body: booking, headers: from(ip) });
    expect((await book('2001:db8:c:1::1')).status).toBe(201);
    expect((await book('2001:db8:c:1::2')).status).toBe(201);
    const refused = await book('2001:db8:c:1:aaaa::3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await book('2001:db8:c:2::1')).status).toBe(201);
    const { count } = await stack.db.queryOne<{ count: string }>('SELECT count(*) FROM bookings.booking_submissions');
    expect(Number(count)).toBe(3);
    const prefix = process.env.REDIS_KEY_PREFIX ?? '';
    const keys = await redis().keys(`${prefix}*ratelimit:bookings:*`);
    expect(keys.some((key) => key.includes('2001:db8:c:1::/64'))).toBe(true);
    for (const key of keys) expect(await redis().pttl(key.slice(prefix.length))).toBeGreaterThan(0);
  });

  describe('the site-wide cap on password checks', () => {
    let capped: TestStack;

    beforeAll(async () => {
      capped = await stack.startAnotherGateway({
        TRUSTED_PROXIES: '127.0.0.1',
        LOGIN_CHECKS_PER_MINUTE: '4',
        REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX ?? ''}site-cap:`,
      });
    });
    afterAll(() => capped?.stopGateway());

    it('answers 429 with Retry-After once the site has checked its passwords for the minute, from any network', async () => {
      const attempt = (ip: string, password = 'a guess') =>
        capped.request('POST', '/api/admin/login', { body: { password }, headers: from(ip) });
      // Four networks, one guess each: each address is far from its own limit.
      for (const ip of ['2001:db8:d:1::1', '2001:db8:d:2::1', '203.0.113.81', '203.0.113.82']) expect((await attempt(ip)).status).toBe(401);
      const refused = await attempt('2001:db8:d:3::1', TEST_ADMIN_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many login attempts on this site right now. Try again in 1 minute.',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers.get('set-cookie')).toBeNull();
      const ttl = await redis().ttl('site-cap:login:site-checks');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
    });

    it('runs no password check beyond the cap, even for 30 parallel guesses from 30 networks', async () => {
      await redis().del('site-cap:login:site-checks');
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          capped.request('POST', '/api/admin/login', { body: { password: `guess ${n}` }, headers: from(`2001:db8:e:${n + 1}::1`) }),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(26);
    });
  });
});
