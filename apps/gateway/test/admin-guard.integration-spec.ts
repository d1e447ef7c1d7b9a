import { API_ROUTES, ApiRoute } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

/** A concrete path for a route template: ids become 1, languages become 'en'. */
function concretePath(route: ApiRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'language' ? 'en' : '1'));
}

function bodyFor(route: ApiRoute): unknown {
  return route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
}

const adminRoutes = API_ROUTES.filter((route) => route.access === 'admin');
const visitorRoutes = API_ROUTES.filter((route) => route.access === 'visitor');

describe('the admin guard', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  it('knows every admin call of spec section 7', () => {
    expect(adminRoutes).toHaveLength(26);
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

  it.each(adminRoutes)('lets the owner through to $method $path', async (route) => {
    const response = await stack.request(route.method, concretePath(route), { body: bodyFor(route), cookie });
    expect(response.status).not.toBe(401);
    expect(response.status).not.toBe(403);
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

  it('answers an unknown API path with a JSON 404 once logged in', async () => {
    const response = await stack.request('GET', '/api/no-such-thing', { cookie });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
