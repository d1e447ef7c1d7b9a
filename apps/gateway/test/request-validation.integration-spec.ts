import { TestStack } from './support/test-stack';

describe('bad request bodies', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start();
  });
  afterAll(() => stack?.stop());

  const login = (rawBody: string) =>
    stack.request('POST', '/api/admin/login', { rawBody, headers: { 'content-type': 'application/json' } });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await login('{"password":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('not valid JSON') });
  });

  it('answers unknown fields with 400 naming the field', async () => {
    const response = await login(JSON.stringify({ password: 'x', isAdmin: true }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'property isAdmin should not exist' });
  });

  it('answers an object where a string belongs with 400', async () => {
    const response = await login(JSON.stringify({ password: { $gt: '' } }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'password must be a string' });
  });

  it('never lets prototype keys reach a handler', async () => {
    const response = await login('{"password":"x","__proto__":{"isAdmin":true}}');
    expect(response.status).toBe(400);
  });

  it('answers a visitor body over 16 KB with 413, and an owner body over 1 MB', async () => {
    const response = await login(JSON.stringify({ password: 'a'.repeat(16 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than 16 KB.' });
    const cookie = await stack.login();
    const owner = await stack.request('PUT', '/api/profile', { body: { name: 'a'.repeat(1024 * 1024) }, cookie });
    expect(owner.status).toBe(413);
    expect(owner.body).toMatchObject({ message: 'The request body is larger than 1024 KB.' });
  });

  it('counts a chunked visitor body against the same limit', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ password: 'a'.repeat(20 * 1024) })));
        controller.close();
      },
    });
    const response = await fetch(`${stack.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('keeps what is stored when a request is refused', async () => {
    const cookie = await stack.login();
    const before = await stack.request('GET', '/api/profile', { cookie });
    await stack.request('PUT', '/api/profile', { rawBody: '{"name":', cookie, headers: { 'content-type': 'application/json' } });
    const after = await stack.request('GET', '/api/profile', { cookie });
    expect(after.body).toEqual(before.body);
  });
});
