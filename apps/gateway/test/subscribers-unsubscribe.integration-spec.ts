import {
  UNSUBSCRIBE_STATE_ELEMENT_ID,
  type NewsletterSubscribed,
  type SubscriberPage,
  type UnsubscribePageState,
} from '@stagelink/contracts';
import { VisitorIdentity } from '../src/visitors/visitor-identity';
import { runnableScriptsOf, scriptSourcesOf } from './support/page-scripts';
import { TestStack } from './support/test-stack';

interface Row {
  id: number;
  status: string;
  subscribed_at: Date;
}

const INVALID = { statusCode: 403, error: 'Forbidden', message: 'This unsubscribe link is not valid.' };

describe("a subscriber's unsubscribe link: GET and POST /unsubscribe, and POST /api/newsletter/{id}/unsubscribe", () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  const subscribe = async (body: unknown) => (await stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body })).body;
  const unsubscribe = (id: number | string, token: unknown) =>
    stack.request(`POST`, `/api/newsletter/${id}/unsubscribe`, { body: { token } });
  const tokenOf = (id: number) => stack.app.get(VisitorIdentity).unsubscribeToken(id);
  const rowOf = (id: number) =>
    stack.db.queryOne<Row>(`SELECT id, status, subscribed_at FROM engagement.newsletter_subscriptions WHERE id = $1`, [id]);
  const statuses = () => stack.db.query(`SELECT id, status FROM engagement.newsletter_subscriptions ORDER BY id`);
  const page = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.baseUrl}/unsubscribe${query}`, { headers }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      html: await response.text(),
    }));

  it("ends the subscription with the link's token, and answers the same when it is used again", async () => {
    const ann = await subscribe({ email: 'ann@example.com' });
    const bob = await subscribe({ email: 'bob@example.com' });
    const answer = await unsubscribe(ann.id, tokenOf(ann.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'unsubscribed' });
    expect(await statuses()).toEqual([
      { id: ann.id, status: 'unsubscribed' },
      { id: bob.id, status: 'active' },
    ]);
    expect((await unsubscribe(ann.id, tokenOf(ann.id))).body).toEqual({ status: 'unsubscribed' });
  });

  it('refuses a forged token, the token of another id and the second-contact token with one 403, changing nothing', async () => {
    const carl = await subscribe({ email: 'carl@example.com' });
    const dana = await subscribe({ email: 'dana@example.com' });
    const before = await statuses();
    const genuine = tokenOf(carl.id);
    for (const token of ['forged', tokenOf(dana.id), carl.token, withLastCharacterChanged(genuine), genuine.toLowerCase()]) {
      const answer = await unsubscribe(carl.id, token);
      expect({ token, status: answer.status, body: answer.body }).toEqual({ token, status: 403, body: INVALID });
    }
    expect(await statuses()).toEqual(before);
  });

  it('answers an id no row has exactly like a bad token', async () => {
    const unknown = await unsubscribe(2_000_000_000, 'forged');
    const known = await unsubscribe((await subscribe({ email: 'erin@example.com' })).id, 'forged');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // A right token of a deleted row is answered like any right token.
    expect((await unsubscribe(2_000_000_000, tokenOf(2_000_000_000))).body).toEqual({ status: 'unsubscribed' });
  });

  it('refuses a missing or malformed token with 400, and a malformed id with 404', async () => {
    const { id } = await subscribe({ email: 'fay@example.com' });
    expect((await unsubscribe(id, '')).status).toBe(400);
    expect((await unsubscribe(id, 12)).status).toBe(400);
    expect((await unsubscribe('0x1', tokenOf(1))).status).toBe(404);
    expect((await rowOf(id)).status).toBe('active');
  });

  it('keeps a contact that unsubscribed so when anyone subscribes it again, answering like a new one', async () => {
    const gus = await subscribe({ phone: '+39 333 555 0303' });
    await unsubscribe(gus.id, tokenOf(gus.id));
    const ended = await rowOf(gus.id);
    expect(ended.status).toBe('unsubscribed');

    const again = await stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body: { phone: '+393335550303' } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ phone: '+393335550303', status: 'active' });
    expect(await rowOf(gus.id)).toEqual(ended);
    expect(await stack.db.query(`SELECT id FROM engagement.newsletter_subscriptions WHERE phone = '+393335550303'`)).toHaveLength(1);
  });

  it("the owner's link opens the web app's page, rendered by the server, that changes nothing; its button's call does", async () => {
    const hal = await subscribe({ email: 'hal@example.com' });
    const list = await stack.request<SubscriberPage>('GET', '/api/admin/subscribers?search=hal', { cookie });
    const link = new URL(list.body.subscribers[0]?.unsubscribeLink ?? '');
    const opened = await page(link.search);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-robots-tag')).toBe('noindex');
    // The site's template and policy: its inline scripts run by their hashes, and only they.
    const scripts = runnableScriptsOf(opened.html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scriptSourcesOf(opened.headers.get('content-security-policy') ?? '')).toEqual([
      "'self'",
      ...scripts.map((script) => script.hash),
    ]);
    expect(opened.html).toContain('<html lang="it" dir="ltr">');
    expect(opened.html).toContain('<title>Annulla iscrizione</title>');
    expect(opened.html).toContain('<h1 class="text-2xl font-semibold">Annullare l’iscrizione alla newsletter?</h1>');
    expect(opened.html).toMatch(/<button[^>]*type="submit"[^>]*>Annulla iscrizione<\/button>/);
    expect(opened.html).toContain('<a href="/"');
    expect(opened.html).toContain('Torna al profilo');
    const state = inlinedState(opened.html);
    expect(state.view).toEqual({ step: 'confirm', id: hal.id, token: link.searchParams.get('token') });
    expect(state.strings['unsubscribe.heading']).toBe('Annullare l’iscrizione alla newsletter?');
    expect((await rowOf(hal.id)).status).toBe('active');
    // No script of its own any more: the page is the app's.
    expect((await fetch(`${stack.baseUrl}/unsubscribe.js`)).status).toBe(404);

    expect((await unsubscribe(hal.id, link.searchParams.get('token'))).status).toBe(200);
    expect((await rowOf(hal.id)).status).toBe('unsubscribed');
  });

  it("speaks the visitor's language as / picks it (cookie, then browser), Arabic right to left, and tells a forged link so with 403, without reflecting it", async () => {
    const ivy = await subscribe({ email: 'ivy@example.com' });
    const query = `?id=${ivy.id}&token=${tokenOf(ivy.id)}`;
    const english = await page(query, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('Unsubscribe from the newsletter?');
    expect(english.html).toContain('Back to the profile');
    const chosen = await page(query, { cookie: 'language=it', 'accept-language': 'en' });
    expect(chosen.html).toContain('<html lang="it" dir="ltr">');
    const japanese = await page(query, { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(japanese.html).toContain('<html lang="ja" dir="ltr">');
    expect(japanese.html).toContain('ニュースレターの配信を停止しますか？');
    const arabic = await page(query, { cookie: 'language=ar' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('هل تريد إلغاء الاشتراك في النشرة الإخبارية؟');

    const script = encodeURIComponent('"><script>alert(1)</script>');
    for (const forgedQuery of [
      `?id=${ivy.id}&token=${script}`,
      `?id=${script}&token=x`,
      `?id=${ivy.id}`,
      '',
      `?id=${ivy.id}&token=a&token=b`,
    ]) {
      const forged = await page(forgedQuery);
      expect({ forgedQuery, status: forged.status }).toEqual({ forgedQuery, status: 403 });
      expect(forged.html).toContain('Questo link non è valido.');
      expect(forged.html).not.toContain('alert(1)');
      expect(forged.html).not.toContain('<form');
      expect(inlinedState(forged.html).view).toEqual({ step: 'invalid' });
    }
    const german = await page('?id=1&token=forged', { 'accept-language': 'de-DE' });
    expect(german.status).toBe(403);
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.html).toContain('Dieser Link ist ungültig.');
    expect((await rowOf(ivy.id)).status).toBe('active');
  });

  it('works without JavaScript: the page posts its form to itself and answers with the result, as strict as the API', async () => {
    const kim = await subscribe({ email: 'kim@example.com' });
    const lou = await subscribe({ email: 'lou@example.com' });
    const opened = await page(`?id=${kim.id}&token=${tokenOf(kim.id)}`);
    expect(opened.html).toContain('<form action="/unsubscribe" method="post">');
    expect(opened.html).toContain(`<input type="hidden" name="id" value="${kim.id}"/>`);
    expect(opened.html).toContain(`<input type="hidden" name="token" value="${tokenOf(kim.id)}"/>`);
    expect(opened.html).not.toContain('<noscript>');
    expect(opened.headers.get('content-security-policy')).toContain("form-action 'self'");
    // Under the site's no-referrer, browsers would post the form with `Origin: null`.
    expect(opened.headers.get('referrer-policy')).toBe('same-origin');

    /** The form as a browser posts it, from this site unless told otherwise. */
    const post = (id: number, token: string, origin = stack.baseUrl) =>
      fetch(`${stack.baseUrl}/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-language': 'en' },
        body: new URLSearchParams({ id: String(id), token }).toString(),
      }).then(async (response) => ({ status: response.status, headers: response.headers, html: await response.text() }));

    for (const [id, token, origin] of [
      [kim.id, tokenOf(kim.id), 'https://evil.example'],
      [kim.id, 'forged'],
      [kim.id, tokenOf(lou.id)],
    ] as const) {
      const refused = await post(id, token, origin);
      expect({ token, origin, status: refused.status }).toEqual({ token, origin, status: 403 });
      expect(refused.html).toContain('This link is not valid.');
      expect(refused.html).toContain('Check that you opened the whole link from the message.');
    }
    expect((await rowOf(kim.id)).status).toBe('active');

    const done = await post(kim.id, tokenOf(kim.id));
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(done.html).toContain('<html lang="en" dir="ltr">');
    expect(done.html).toContain('<title>Unsubscribed</title>');
    expect(done.html).toMatch(/<p role="status"[^>]*>You have been unsubscribed. You will no longer receive the newsletter.<\/p>/);
    expect(done.html).not.toContain('<form');
    expect(inlinedState(done.html).view).toEqual({ step: 'done' });
    expect(await statuses()).toEqual(
      expect.arrayContaining([
        { id: kim.id, status: 'unsubscribed' },
        { id: lou.id, status: 'active' },
      ]),
    );
    // The API still takes JSON only: a cross-site form cannot post to it.
    const form = await stack.request('POST', `/api/newsletter/${lou.id}/unsubscribe`, {
      rawBody: `token=${tokenOf(lou.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect((await rowOf(lou.id)).status).toBe('active');
  });

  it('shares the newsletter budget per visitor: over it, 429 and nothing changes', async () => {
    const limited = await stack.startAnotherGateway({
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '2',
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX ?? ''}unsubscribe-limit:`,
    });
    try {
      const { id } = await subscribe({ email: 'jo@example.com' });
      const call = () => limited.request('POST', `/api/newsletter/${id}/unsubscribe`, { body: { token: 'forged' } });
      expect((await call()).status).toBe(403);
      expect((await call()).status).toBe(403);
      const over = await call();
      expect(over.status).toBe(429);
      expect((await rowOf(id)).status).toBe('active');
    } finally {
      await limited.stopGateway();
    }
  });
});

/** The state the page inlines for the browser to hydrate from. */
function inlinedState(html: string): UnsubscribePageState {
  const json = new RegExp(`<script id="${UNSUBSCRIBE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as UnsubscribePageState;
}

/**
 * The token with its last character changed for sure. Appending a fixed 'A' left one token in
 * 64 unchanged (those that end in 'A'). The last of 43 base64url characters carries 4 bits and
 * two zero padding bits: 'A' and 'Q' differ in the carried bits, not only in the padding.
 */
function withLastCharacterChanged(token: string): string {
  return token.slice(0, -1) + (token.endsWith('A') ? 'Q' : 'A');
}
