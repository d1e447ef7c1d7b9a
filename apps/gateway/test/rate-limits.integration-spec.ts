import { TestStack } from './support/test-stack';

describe('public writes are rate-limited per client IP', () => {
  let stack: TestStack;
  let sectionId: number;

  beforeAll(async () => {
    stack = await TestStack.start({
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_LIKES_PER_MINUTE: '3',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '2',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '2',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1',
    });
    sectionId = await stack.addSection({ type: 'video', data: { videos: [{ title: 'A', url: 'https://youtu.be/dQw4w9WgXcQ' }] } });
  });
  afterAll(() => stack?.stop());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  async function statuses(times: number, call: () => Promise<{ status: number }>): Promise<number[]> {
    const answers: number[] = [];
    for (let n = 0; n < times; n += 1) answers.push((await call()).status);
    return answers;
  }

  it('likes: over the limit is 429 with a message and Retry-After; another IP is unaffected', async () => {
    const like = (ip: string) => stack.request('POST', `/api/sections/${sectionId}/like`, { body: { videoIndex: 0 }, headers: from(ip) });
    expect(await statuses(3, () => like('198.51.100.20'))).toEqual([200, 200, 200]);
    const refused = await like('198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await like('198.51.100.21')).status).toBe(200);
    // Reads are not writes: still answered.
    expect((await stack.request('GET', `/api/sections/${sectionId}/likes?videoIndex=0`, { headers: from('198.51.100.20') })).status).toBe(
      200,
    );
  });

  it('analytics, newsletter and bookings each have their own budget', async () => {
    const ip = '198.51.100.30';
    expect(
      await statuses(3, () => stack.request('POST', '/api/analytics', { body: { event: 'profile_view' }, headers: from(ip) })),
    ).toEqual([201, 201, 429]);
    expect(
      await statuses(3, () =>
        stack.request('POST', '/api/newsletter', { body: { email: `fan${Math.random()}@example.com` }, headers: from(ip) }),
      ),
    ).toEqual([201, 201, 429]);
    const booking = { serviceType: 'Contact Form', name: 'Ann', email: 'ann@example.com', message: 'hi' };
    expect(await statuses(2, () => stack.request('POST', '/api/bookings', { body: booking, headers: from(ip) }))).toEqual([201, 429]);
    const { count } = await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM bookings.booking_submissions`);
    expect(Number(count)).toBe(1);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const direct = await stack.startAnotherGateway({ RATE_LIMIT_BOOKINGS_PER_HOUR: '1' });
    try {
      const booking = { serviceType: 'Contact Form', name: 'Ann', email: 'ann@example.com', message: 'hi' };
      expect((await direct.request('POST', '/api/bookings', { body: booking, headers: from('10.0.0.1') })).status).toBe(201);
      // A new forged address is the same client to a gateway that trusts no proxy.
      expect((await direct.request('POST', '/api/bookings', { body: booking, headers: from('10.0.0.2') })).status).toBe(429);
    } finally {
      await direct.stopGateway();
    }
  });
});
