import { SERVICE_NAMES } from '@stagelink/contracts';
import { eventually } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

const RPC_TIMEOUT_MS = 1500;
const booking = { serviceType: 'Live show', name: 'Outage', email: 'outage@example.com', message: 'Still there?' };

/** docs/decisions.md, D-97: while one part is away the rest serves, and a 503 names only what is missing. */
describe('while one service is away', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // Public reads cached for a second, so the copies have expired when the service goes away.
    stack = await TestStack.startWithOwnServices({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), PUBLIC_CACHE_SECONDS: '1' });
  });
  afterAll(() => stack?.stop());

  it('serves the page and the public reads from the last copies, and a 503 that names it only for what needs it', async () => {
    expect((await stack.request('GET', '/')).status).toBe(200);
    expect((await stack.request('GET', '/api/sections')).status).toBe(200);
    const owner = await stack.login();
    await stack.service('profile').stop();
    // Past the gateway's own second and Redis's.
    await new Promise((resolve) => setTimeout(resolve, 2200));

    const page = await stack.request<string>('GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Artist Name');
    expect(await stack.request('GET', '/api/profile')).toMatchObject({ status: 200, body: { name: 'Artist Name' } });
    expect((await stack.request('GET', '/api/sections')).status).toBe(200);
    // Another service's call is untouched.
    expect((await stack.request('POST', '/api/bookings', { body: booking })).status).toBe(201);
    // The owner's fresh read needs the profile service.
    const fresh = await stack.request('GET', '/api/profile', { cookie: owner });
    expect(fresh.status).toBe(503);
    expect(fresh.body).toMatchObject({ message: 'The profile service cannot be reached. Please try again shortly.' });

    stack.service('profile').start();
    await stack.service('profile').waitUntilHealthy();
    expect((await stack.request('GET', '/api/profile', { cookie: owner })).status).toBe(200);
  });

  it('starts a gateway while the services are down, and serves them once they are up', async () => {
    await Promise.all(SERVICE_NAMES.map((name) => stack.service(name).stop()));
    const late = await stack.startAnotherGateway({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), PUBLIC_CACHE_SECONDS: '0' });
    try {
      expect((await late.request('GET', '/api/health/live')).status).toBe(200);
      const startedAt = Date.now();
      const profile = await late.request('GET', '/api/profile');
      expect(Date.now() - startedAt).toBeLessThan(RPC_TIMEOUT_MS + 1000);
      expect(profile).toMatchObject({ status: 503, body: { message: expect.stringContaining('The profile service') } });

      SERVICE_NAMES.forEach((name) => stack.service(name).start());
      await Promise.all(SERVICE_NAMES.map((name) => stack.service(name).waitUntilHealthy()));
      // No restart of the gateway: its next calls find the services.
      const back = await eventually(
        () => late.request('GET', '/api/profile'),
        ({ status }) => status === 200,
      );
      expect(back.body).toMatchObject({ name: 'Artist Name' });
      expect((await late.request('POST', '/api/bookings', { body: { ...booking, email: 'late-gateway@example.com' } })).status).toBe(201);
    } finally {
      await late.stopGateway();
    }
  });
});
