import { API_ROUTES } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

interface Contract {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { security: unknown[] }>>;
  components: { securitySchemes: { ownerSession: { in: string; name: string } } };
}

describe('the API contract and its page (D-143)', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  it('answers the owner GET /api/openapi.json: the OpenAPI 3.1 document of every route, not kept by any cache', async () => {
    const response = await stack.request<Contract>('GET', '/api/openapi.json', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.info).toMatchObject({ title: 'Stagelink API', version: '1.0.0' });
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining([...new Set(API_ROUTES.map((route) => route.path))]));
    expect(response.body.paths['/api/bookings']?.post?.security).toEqual([]);
    expect(response.body.paths['/api/bookings']?.get?.security).toEqual([{ ownerSession: [] }]);
    // The cookie the owner's browser really holds, so a client built from the document signs in.
    expect(cookie.split('=')[0]).toBe(response.body.components.securitySchemes.ownerSession.name);
  });

  it.each(['/api/openapi.json', '/api/docs'])('refuses %s without the owner’s session (401)', async (path) => {
    const response = await stack.request('GET', path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'You need to log in as the admin to do this.' });
  });

  it('shows the owner every route on /api/docs, by area, with who may call it, its body fields and its answers', async () => {
    const response = await stack.request<string>('GET', '/api/docs', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<h2 id="visitor-actions">Visitor actions</h2>');
    for (const route of API_ROUTES) expect(html).toContain(`<span class="method">${route.method}</span> <code>${route.path}</code>`);
    const booking = html.slice(html.indexOf('id="postApiBookings"'));
    expect(booking).toMatch(
      /^[^]*?Who may call it: Anyone[^]*?<code>serviceType<\/code><\/td><td data-label="Type">text<\/td><td data-label="Required">yes<\/td><td data-label="Rules">1–50 characters/,
    );
    expect(booking).toMatch(/^[^]*?<td data-label="Status">429<\/td><td data-label="When">Too many requests/);
    const profile = html.slice(html.indexOf('id="putApiProfile"'));
    expect(profile).toMatch(/^[^]*?Who may call it: The owner only \(session cookie\)/);
    // No script of any kind: the page is read as it comes.
    expect(html).not.toMatch(/<script/i);
  });

  it('answers HEAD /api/docs for the owner with the headers and no body', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs`, { method: 'HEAD', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
    expect((await fetch(`${stack.baseUrl}/api/docs`, { method: 'HEAD' })).status).toBe(401);
  });
});
