import type { HttpException } from '@nestjs/common';
import { EngagementPatterns, type NewsletterSubscribed } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { VisitorIdentity } from '../src/visitors/visitor-identity';
import { TestStack } from './support/test-stack';

describe('newsletter: POST /api/newsletter and PUT /api/newsletter/{id}', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' });
  });
  afterAll(() => stack?.stop());

  const subscribe = (body: unknown) => stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body });
  const put = (id: number, body: unknown) => stack.request('PUT', `/api/newsletter/${id}`, { body });
  const rows = () =>
    stack.db.query(
      `SELECT id, email, phone, status, additional_contact_at IS NOT NULL AS added FROM engagement.newsletter_subscriptions ORDER BY id`,
    );
  const rowOf = async (id: number) => (await rows()).find((row) => row.id === id);
  const rowsWith = (column: 'email' | 'phone', value: string) =>
    stack.db.query(`SELECT id FROM engagement.newsletter_subscriptions WHERE ${column} = $1`, [value]);
  const TOKEN = expect.stringMatching(/^[\w-]{43}$/);

  it('subscribes an e-mail, trimmed and lower-cased, and answers its id, that e-mail and a token', async () => {
    const { status, body } = await subscribe({ email: '  Fan@Example.COM ' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), email: 'fan@example.com', status: 'active', token: TOKEN });
    expect(await rows()).toEqual([{ id: body.id, email: 'fan@example.com', phone: null, status: 'active', added: false }]);
  });

  it('answers a known contact exactly like a new one: same status and shape, a fresh id, no second row', async () => {
    const before = await rows();
    const known = await subscribe({ email: 'FAN@example.com' });
    const fresh = await subscribe({ email: 'fresh@example.com' });
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(known.body).toEqual({ id: expect.any(Number), email: 'fan@example.com', status: 'active', token: TOKEN });
    // The id is taken from the table's own sequence, so it follows on like a new row's would.
    expect(known.body.id).not.toBe(before[0]?.id);
    expect(fresh.body.id).toBe(known.body.id + 1);
    expect(await rowOf(known.body.id)).toBeUndefined();
    expect(await rowsWith('email', 'fan@example.com')).toHaveLength(1);
  });

  it("never answers a known subscriber's other contact", async () => {
    const first = await subscribe({ email: 'both@example.com' });
    expect((await put(first.body.id, { phone: '+39 333 444 5555', token: first.body.token })).status).toBe(200);

    const again = await subscribe({ email: 'Both@Example.com' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: expect.any(Number), email: 'both@example.com', status: 'active', token: TOKEN });
    expect(JSON.stringify(again.body)).not.toContain('3334445555');
    const byPhone = await subscribe({ phone: '+39 333 444 5555' });
    expect(byPhone.body).toEqual({ id: expect.any(Number), phone: '+393334445555', status: 'active', token: TOKEN });
    expect(JSON.stringify(byPhone.body)).not.toContain('both@');
  });

  it("hands a repeat no token that changes the stored row, and the widget's flow stores nothing twice", async () => {
    const original = await subscribe({ email: 'victim@example.com' });
    const stored = await rowOf(original.body.id);

    // A stranger types the same e-mail, then "adds" their own phone as the widget would.
    const repeat = await subscribe({ email: 'VICTIM@example.com' });
    expect(repeat.body.id).not.toBe(original.body.id);
    const added = await put(repeat.body.id, { phone: '333 000 1111', token: repeat.body.token });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: repeat.body.id, phone: '+393330001111', status: 'active' });
    expect(await rowOf(original.body.id)).toEqual(stored);
    // The phone is subscribed on its own, once, however often the flow is repeated.
    expect((await put(repeat.body.id, { phone: '+393330001111', token: repeat.body.token })).status).toBe(200);
    expect(await rowsWith('phone', '+393330001111')).toEqual([{ id: expect.any(Number) }]);
    expect(await rowsWith('email', 'victim@example.com')).toEqual([{ id: original.body.id }]);

    // The repeat's token is for its fresh id only.
    expect((await put(original.body.id, { phone: '+393330002222', token: repeat.body.token })).status).toBe(403);
    expect(await rowOf(original.body.id)).toEqual(stored);
  });

  it('normalises phones to + and digits, so spaces, dashes and brackets make no duplicate', async () => {
    const first = await subscribe({ phone: '+39 (333) 123-4567' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), phone: '+393331234567', status: 'active', token: TOKEN });
    const second = await subscribe({ phone: '+393331234567' });
    expect(second.body.phone).toBe('+393331234567');
    expect(await rowsWith('phone', '+393331234567')).toEqual([{ id: first.body.id }]);
  });

  it('refuses what is neither a valid e-mail nor a valid phone, storing nothing', async () => {
    const before = await rows();
    for (const body of [
      {},
      { email: '' },
      { email: 'no-at-sign.com' },
      { email: 'a b@c.de' },
      { email: '<script>alert(1)</script>@x.example' },
      { email: '"quoted"@x.example' },
      { phone: '12' },
      { phone: 'javascript:alert(1)' },
      { phone: '+12345678901234567' },
      { email: 'a@b.co', phone: '+391234567' },
      { email: '+391234567' },
      { email: ['x'] },
    ]) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect(await rows()).toEqual(before);
  });

  it('adds the other kind of contact with the token into the empty slot only', async () => {
    const { body: subscription } = await subscribe({ email: 'second@example.com' });
    const added = await put(subscription.id, { phone: '333 765 4321', token: subscription.token });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: subscription.id, phone: '+393337654321', status: 'active' });
    expect(await rowOf(subscription.id)).toEqual({
      id: subscription.id,
      email: 'second@example.com',
      phone: '+393337654321',
      status: 'active',
      added: true,
    });

    // A filled slot is never replaced: the new phone is subscribed on its own instead.
    const replaced = await put(subscription.id, { phone: '+393330000000', token: subscription.token });
    expect(replaced.status).toBe(200);
    expect((await rowOf(subscription.id))?.phone).toBe('+393337654321');
    expect(await rowsWith('phone', '+393330000000')).toHaveLength(1);
  });

  it("refuses a second contact without the right token or valid, and never moves another subscriber's contact", async () => {
    const { body: mine } = await subscribe({ email: 'mine@example.com' });
    const { body: other } = await subscribe({ email: 'other@example.com' });
    const before = await rows();

    expect((await put(mine.id, { phone: '+391111111', token: other.token })).status).toBe(403);
    expect((await put(mine.id, { phone: '+391111111' })).status).toBe(400);
    expect((await put(mine.id, { phone: 'not a phone', token: mine.token })).status).toBe(400);
    expect((await put(999999, { phone: '+391111111', token: 'x' })).status).toBe(403);
    expect(await rows()).toEqual(before);

    // The phone of another subscriber is answered like any other, so it tells nothing, and stays where it is.
    const claimed = await put(mine.id, { phone: '+39 333 123 4567', token: mine.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ id: mine.id, phone: '+393331234567', status: 'active' });
    expect(await rows()).toEqual(before);
  });

  it('refuses ids outside the id column in the service itself, never failing in Postgres', async () => {
    const id = 2 ** 31;
    const token = stack.app.get(VisitorIdentity).newsletterToken(id);
    expect((await put(id, { phone: '+391111111', token })).status).toBeLessThan(500);
    const direct = await stack.app
      .get(RpcClient)
      .send(EngagementPatterns.addNewsletterContact, { id, phone: '+391111111' })
      .then(
        () => 200,
        (error: HttpException) => error.getStatus(),
      );
    expect(direct).toBe(400);
  });
});
