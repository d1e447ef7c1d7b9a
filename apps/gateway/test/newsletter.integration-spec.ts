import type { NewsletterSubscribed } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

describe('newsletter: POST /api/newsletter and PUT /api/newsletter/{id}', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' });
  });
  afterAll(() => stack?.stop());

  const subscribe = (body: unknown) => stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body });
  const rows = () => stack.db.query(`SELECT id, email, phone, status, additional_contact_at IS NOT NULL AS added FROM engagement.newsletter_subscriptions ORDER BY id`);

  it('subscribes an e-mail, trimmed and lower-cased, and answers its id and token', async () => {
    const { status, body } = await subscribe({ email: '  Fan@Example.COM ' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), email: 'fan@example.com', phone: null, status: 'active', token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(await rows()).toEqual([{ id: body.id, email: 'fan@example.com', phone: null, status: 'active', added: false }]);
  });

  it('answers a known contact with its existing id instead of a second row', async () => {
    const again = await subscribe({ email: 'FAN@example.com' });
    expect(again.status).toBe(201);
    const [first] = await rows();
    expect(again.body.id).toBe(first.id);
    expect(await rows()).toHaveLength(1);
  });

  it('normalises phones to + and digits, so spaces, dashes and brackets make no duplicate', async () => {
    const first = await subscribe({ phone: '+39 (333) 123-4567' });
    expect(first.status).toBe(201);
    expect(first.body.phone).toBe('+393331234567');
    const second = await subscribe({ phone: '+393331234567' });
    expect(second.body.id).toBe(first.body.id);
  });

  it('refuses what is neither a valid e-mail nor a valid phone, storing nothing', async () => {
    const before = await rows();
    for (const body of [{}, { email: '' }, { email: 'no-at-sign.com' }, { email: 'a b@c.de' }, { phone: '0123456' }, { phone: '+12345678901234567' }, { email: 'a@b.co', phone: '+391234567' }, { email: '+391234567' }, { email: ['x'] }]) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect(await rows()).toEqual(before);
  });

  it('adds the other kind of contact with the token, once', async () => {
    const { body: subscription } = await subscribe({ email: 'second@example.com' });
    const added = await stack.request('PUT', `/api/newsletter/${subscription.id}`, { body: { phone: '333 765 4321', token: subscription.token } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: subscription.id, email: 'second@example.com', phone: '+3337654321' });
    const [row] = await stack.db.query(`SELECT phone, additional_contact_at IS NOT NULL AS added FROM engagement.newsletter_subscriptions WHERE id = $1`, [subscription.id]);
    expect(row).toEqual({ phone: '+3337654321', added: true });

    const replaced = await stack.request('PUT', `/api/newsletter/${subscription.id}`, { body: { phone: '+3330000000', token: subscription.token } });
    expect(replaced.status).toBe(409);
    expect((await stack.db.query(`SELECT phone FROM engagement.newsletter_subscriptions WHERE id = $1`, [subscription.id]))[0]).toEqual({ phone: '+3337654321' });
  });

  it('refuses a second contact without the right token, or of the same kind, or already taken', async () => {
    const { body: mine } = await subscribe({ email: 'mine@example.com' });
    const { body: other } = await subscribe({ email: 'other@example.com' });
    const put = (id: number, body: unknown) => stack.request('PUT', `/api/newsletter/${id}`, { body });

    expect((await put(mine.id, { phone: '+391111111', token: other.token })).status).toBe(403);
    expect((await put(mine.id, { phone: '+391111111' })).status).toBe(400);
    expect((await put(mine.id, { email: 'again@example.com', token: mine.token })).status).toBe(409);
    expect((await put(mine.id, { phone: 'not a phone', token: mine.token })).status).toBe(400);
    expect((await put(999999, { phone: '+391111111', token: 'x' })).status).toBe(403);
    // The phone of another subscriber cannot be claimed.
    expect((await put(mine.id, { phone: '+39 333 123 4567', token: mine.token })).status).toBe(409);
    const [row] = await stack.db.query(`SELECT phone FROM engagement.newsletter_subscriptions WHERE id = $1`, [mine.id]);
    expect(row).toEqual({ phone: null });
  });
});
