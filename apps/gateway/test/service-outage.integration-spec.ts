import { connect, NatsConnection } from 'nats';
import { ProfilePatterns, subjectOf } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

const RPC_TIMEOUT_MS = 1500;

describe('when a service is down', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // Without the public-read cache, so every request reaches the service that is down.
    stack = await TestStack.startWithOwnServices({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), PUBLIC_CACHE_SECONDS: '0' });
  });
  afterAll(() => stack?.stop());

  it('reports every part healthy while all answer', async () => {
    const { status, body } = await stack.request<{ status: string; info: Record<string, { status: string }> }>('GET', '/api/health');
    expect({ status, body }).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(body.status).toBe('ok');
    expect(Object.keys(body.info).sort()).toEqual(['bookings', 'engagement', 'i18n', 'nats', 'postgres', 'profile', 'redis', 'storage']);
    expect(Object.values(body.info).every((part) => part.status === 'up')).toBe(true);
  });

  it('answers 503 within a few seconds for a stopped service, and serves again once it is back', async () => {
    await stack.service('profile').stop();

    const startedAt = Date.now();
    const down = await stack.request('GET', '/api/profile');
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('The profile service'),
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    const health = await stack.request<{ status: string; error: Record<string, unknown> }>('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(Object.keys(health.body.error)).toEqual(['profile']);
    // The public learns up or down alone; why goes to the owner (and the log).
    expect(health.body.error).toEqual({ profile: { status: 'down' } });
    expect(JSON.stringify(health.body)).not.toMatch(/message/);
    const forOwner = await stack.request<{ error: Record<string, unknown> }>('GET', '/api/health', { cookie: await stack.login() });
    expect(forOwner.body.error).toEqual({ profile: { status: 'down', message: expect.stringContaining('The profile service') as string } });
    expect(forOwner.headers.get('cache-control')).toBe('private, no-store');

    stack.service('profile').start();
    await stack.service('profile').waitUntilHealthy();
    const back = await stack.request('GET', '/api/profile');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ name: 'Artist Name' });
  });

  describe('and a service takes the request but never answers', () => {
    let nats: NatsConnection;

    beforeAll(async () => {
      await stack.service('profile').stop();
      nats = await connect({ servers: process.env.NATS_URL });
      // Listens in the profile queue group like the real service, and never replies.
      nats.subscribe(subjectOf(ProfilePatterns.get), { queue: 'profile' });
      await nats.flush();
    });
    afterAll(async () => {
      await nats?.close();
      stack.service('profile').start();
      await stack.service('profile').waitUntilHealthy();
    });

    it('gives up after the RPC timeout with a 503 that says so', async () => {
      const startedAt = Date.now();
      const response = await stack.request('GET', '/api/profile');
      const elapsed = Date.now() - startedAt;
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ message: 'The profile service did not answer in time. Please try again shortly.' });
      expect(elapsed).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(RPC_TIMEOUT_MS + 2000);
    });
  });
});
