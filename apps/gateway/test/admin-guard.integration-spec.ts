import type { ApiRoute } from '@stagelink/contracts';
import { adminRoutes, concretePath, visitorRoutes } from './support/route-paths';
import { TestStack } from './support/test-stack';

/** The live stream never ends by itself; its own file reads it (bookings-admin.integration-spec.ts). */
const STREAM_PATHS = new Set(['/api/bookings/stream']);
/** It would end the session the rest of the file uses; its own file calls it (sessions.integration-spec.ts). */
const SESSION_ENDING_PATHS = new Set(['/api/admin/logout-all']);
const NOT_JSON: Record<string, RegExp> = { '/api/admin/subscribers/export': /^text\/csv/, '/api/docs': /^text\/html/ };
const jsonRoutes = adminRoutes.filter((route) => !STREAM_PATHS.has(route.path) && !SESSION_ENDING_PATHS.has(route.path));

function bodyFor(route: ApiRoute): unknown {
  return route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
}

describe('the admin guard', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  it('knows every admin call of the product', () => {
    expect(adminRoutes).toHaveLength(54);
    expect(visitorRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/sections/{sectionId}/like', 'POST /api/analytics', 'POST /api/newsletter', 'POST /api/bookings']),
    );
  });

  it.each(adminRoutes)('refuses $method $path without a session (401)', async (route) => {
    const response = await stack.request(route.method, concretePath(route), { body: bodyFor(route) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'You need to log in as the admin to do this.',
    });
  });

  it.each(jsonRoutes)('lets the owner through to $method $path, to an answer that is not a failure', async (route) => {
    const response = await stack.request(route.method, concretePath(route), { body: bodyFor(route), cookie });
    // Past the guard: answered by the route (2xx, or a 4xx about the request itself), or a
    // JSON 404 while the route is not built yet; never refused, never a failure on our side.
    // Auto-translation answers 503 by design here: the tests configure no provider (D-27).
    expect(response.status).toBeGreaterThanOrEqual(200);
    if (response.status === 503)
      expect(response.body).toMatchObject({ message: expect.stringMatching(/^Automatic translation is not set up/) as string });
    else expect(response.status).toBeLessThan(500);
    expect([401, 403]).not.toContain(response.status);
    // The subscribers' export is the one download without a query to give, the API's page the one
    // page (D-143); every other answer is JSON.
    expect(response.headers.get('content-type')).toMatch(NOT_JSON[route.path] ?? /^application\/json/);
    // Nothing made for the owner is kept by a browser or a proxy (docs/security.md).
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(visitorRoutes.filter((route) => route.path !== '/api/admin/login'))(
    'leaves the visitor call $method $path open without a session',
    async (route) => {
      const response = await stack.request(route.method, concretePath(route), { body: bodyFor(route) });
      expect(response.status).not.toBe(401);
    },
  );

  it('refuses an admin call for a session id it never issued', async () => {
    const forged = 'stagelink_session=' + 'A'.repeat(43);
    expect((await stack.request('GET', '/api/bookings', { cookie: forged })).status).toBe(401);
  });

  it('refuses a cookie-authenticated write coming from another site (403)', async () => {
    const response = await stack.request('PUT', '/api/profile', {
      body: { name: 'Hijacked' },
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'Cross-site request refused.' });
  });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'refuses visitor writes and the login from the foreign origin %s (403), storing nothing',
    async (origin) => {
      const headers = { origin };
      const writes = [
        stack.request('POST', '/api/bookings', {
          body: { serviceType: 'Contact Form', name: 'Eve', email: 'eve@example.com', message: 'hi' },
          headers,
        }),
        stack.request('POST', '/api/newsletter', { body: { email: 'eve@example.com' }, headers }),
        stack.request('POST', '/api/analytics', { body: { event: 'profile_view' }, headers }),
        stack.request('POST', '/api/admin/login', { body: { password: 'x' }, headers }),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ message: 'Cross-site request refused.' });
      }
      const { count } = await stack.db.queryOne<{ count: string }>(
        `SELECT (SELECT count(*) FROM bookings.booking_submissions) + (SELECT count(*) FROM engagement.newsletter_subscriptions)
              + (SELECT count(*) FROM engagement.analytics) AS count`,
      );
      expect(Number(count)).toBe(0);
    },
  );

  it.each([
    ['application/x-www-form-urlencoded', 'event=profile_view'],
    ['text/plain', '{"event":"profile_view"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="event"\r\n\r\nprofile_view\r\n--x--'],
    ['application/json-seq', '{"event":"profile_view"}'],
  ])('answers a visitor write sent as %s with 415, storing nothing', async (contentType, rawBody) => {
    const response = await stack.request('POST', '/api/analytics', { rawBody, headers: { 'content-type': contentType } });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as application/json.',
    });
    const { count } = await stack.db.queryOne<{ count: string }>('SELECT count(*) FROM engagement.analytics');
    expect(Number(count)).toBe(0);
  });

  it("marks the owner's reads private and uncacheable, and every answer of those addresses as varying by cookie", async () => {
    for (const path of ['/api/profile', '/api/sections']) {
      const owner = await stack.request('GET', path, { cookie });
      expect(owner.headers.get('cache-control')).toBe('private, no-store');
      expect(owner.headers.get('vary')).toMatch(/Cookie/i);
      const visitor = await stack.request('GET', path);
      expect(visitor.headers.get('vary')).toMatch(/Cookie/i);
      expect(visitor.headers.get('cache-control')).not.toMatch(/public/);
    }
  });

  it('answers an unknown API path with a JSON 404 once logged in', async () => {
    const response = await stack.request('GET', '/api/no-such-thing', { cookie });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
