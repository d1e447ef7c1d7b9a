import { isVisitorRoute } from '@stagelink/contracts';
import { rawRequest } from './support/raw-http';
import { adminRoutes, concretePath } from './support/route-paths';
import { TestStack } from './support/test-stack';

/** Spellings of one path that a prefix test and the router could read differently. */
function spellings(path: string, origin: string): Record<string, string> {
  const rest = path.slice('/api/'.length);
  return {
    'absolute form': `${origin}${path}`,
    'absolute form, upper-case scheme': `HTTP://${origin.slice('http://'.length)}${path}`,
    'double slash': `/${path}`,
    'slash inside': `/api//${rest}`,
    'encoded slash': `/api%2F${rest.replace(/\//g, '%2F')}`,
    'dot segment': `/api/./${rest}`,
    'dot-dot segment': `/api/x/../${rest}`,
    'upper case': path.toUpperCase(),
    'trailing slash': `${path}/`,
    semicolon: `${path};x=1`,
    'encoded letter': `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
  };
}

const cases = adminRoutes.flatMap((route) =>
  Object.entries(spellings(concretePath(route), 'http://127.0.0.1:1')).map(([spelling]) => ({ route, spelling })),
);

describe('request targets the router and the guard must read alike', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  it('refuses an absolute-form target with 400 even with a valid session, instead of answering as a visitor', async () => {
    const response = await rawRequest(stack.baseUrl, `GET ${stack.baseUrl}/api/admin/check HTTP/1.1`, { Cookie: cookie });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request target must be a path starting with a single "/".',
    });
    const direct = await rawRequest(stack.baseUrl, 'GET /api/admin/check HTTP/1.1', { Cookie: cookie });
    expect(JSON.parse(direct.body)).toEqual({ authenticated: true });
  });

  it.each(cases)('never lets $spelling of $route.method $route.path through without a session', async ({ route, spelling }) => {
    const target = spellings(concretePath(route), stack.baseUrl)[spelling];
    const body = route.method === 'POST' || route.method === 'PUT' ? '{}' : '';
    const headers: Record<string, string> = body ? { 'Content-Type': 'application/json' } : {};
    const response = await rawRequest(stack.baseUrl, `${route.method} ${target} HTTP/1.1`, headers, body);
    // Refused (400, 401), or not an API route at all (404): never answered, never a failure.
    expect([400, 401, 404]).toContain(response.status);
    if (response.status === 404 && response.headers.includes('application/json')) {
      expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404 });
    }
  });

  it.each(['HEAD', 'OPTIONS'])('answers %s on every admin route without a session with nothing', async (method) => {
    // HEAD reads what GET reads: a path whose GET is a visitor read (PUT /api/profile's) is open.
    for (const route of adminRoutes.filter((each) => !isVisitorRoute('GET', concretePath(each)))) {
      for (const target of [concretePath(route), `${stack.baseUrl}${concretePath(route)}`]) {
        const response = await rawRequest(stack.baseUrl, `${method} ${target} HTTP/1.1`);
        expect([400, 401, 404]).toContain(response.status);
      }
    }
  });
});
