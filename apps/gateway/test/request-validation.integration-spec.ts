import { TestStack } from './support/test-stack';

describe('bad request bodies', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start();
  });
  afterAll(() => stack?.stop());

  const login = (rawBody: string) => stack.request('POST', '/api/admin/login', { rawBody, headers: { 'content-type': 'application/json' } });

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

  it('answers a body over 1 MB with 413', async () => {
    const response = await login(JSON.stringify({ password: 'a'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('keeps what is stored when a request is refused', async () => {
    const cookie = await stack.login();
    const before = await stack.request('GET', '/api/profile', { cookie });
    await stack.request('PUT', '/api/profile', { rawBody: '{"name":', cookie, headers: { 'content-type': 'application/json' } });
    const after = await stack.request('GET', '/api/profile', { cookie });
    expect(after.body).toEqual(before.body);
  });
});
