import type { NewsletterSubscribed, SubscriberPage } from '@stagelink/contracts';
import { csvRecords } from './support/csv';
import { TestStack } from './support/test-stack';

interface Row {
  id: number;
  email: string | null;
  phone: string | null;
  status: string;
}

describe("the owner's subscribers: GET /api/admin/subscribers, its CSV export and DELETE", () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000', PUBLIC_URL: 'https://luna.example' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  beforeEach(() => stack.db.query(`DELETE FROM engagement.newsletter_subscriptions`));

  const list = (query = '') => stack.request<SubscriberPage>('GET', `/api/admin/subscribers${query}`, { cookie });
  const exportCsv = (query = '') => fetch(`${stack.baseUrl}/api/admin/subscribers/export${query}`, { headers: { cookie } });
  const HEADER = ['id', 'email', 'phone', 'status', 'subscribed_at', 'additional_contact_at', 'unsubscribe_link'];
  /** The export's records, its header first. */
  const exported = async (query = '') => csvRecords(await (await exportCsv(query)).text());
  const subscribe = (body: unknown) => stack.request<NewsletterSubscribed>('POST', '/api/newsletter', { body });
  const rows = () => stack.db.query<Row>(`SELECT id, email, phone, status FROM engagement.newsletter_subscriptions ORDER BY id`);
  /** `count` e-mail subscribers n@bulk.example, inserted in one statement. */
  const insertMany = (count: number) =>
    stack.db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email) SELECT 'fan' || n || '@bulk.example' FROM generate_series(1, $1) AS n`,
      [count],
    );

  it('needs the owner for every call (401), and deletes nothing', async () => {
    const { body } = await subscribe({ email: 'ann@example.com' });
    for (const [method, path] of [
      ['GET', '/api/admin/subscribers'],
      ['GET', '/api/admin/subscribers/export'],
      ['DELETE', `/api/admin/subscribers/${body.id}`],
    ] as const) {
      const answer = await stack.request(method, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
    expect(await rows()).toHaveLength(1);
  });

  it('lists the subscribers newest first with both contacts, their dates, status and unsubscribe link', async () => {
    const ann = await subscribe({ email: 'ann@example.com' });
    await stack.request('PUT', `/api/newsletter/${ann.body.id}`, { body: { phone: '+39 333 555 0101', token: ann.body.token } });
    const bob = await subscribe({ phone: '+39 333 555 0202' });

    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      total: 2,
      nextCursor: null,
      subscribers: [
        {
          id: bob.body.id,
          email: null,
          phone: '+393335550202',
          subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
          additionalContactAt: null,
          status: 'active',
          unsubscribeLink: expect.stringMatching(
            new RegExp(`^https://luna\\.example/unsubscribe\\?id=${bob.body.id}&token=[\\w-]{43}$`),
          ) as string,
        },
        {
          id: ann.body.id,
          email: 'ann@example.com',
          phone: '+393335550101',
          subscribedAt: expect.any(String) as string,
          additionalContactAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
          status: 'active',
          unsubscribeLink: expect.any(String) as string,
        },
      ],
    });
    // The unsubscribe token is never the second-contact one.
    expect(answer.body.subscribers[1]?.unsubscribeLink).not.toContain(ann.body.token);
  });

  it('pages 50 at a time by cursor, every subscriber once', async () => {
    await insertMany(120);
    const first = await list();
    expect(first.body.total).toBe(120);
    expect(first.body.subscribers).toHaveLength(50);
    expect(first.body.subscribers[0]?.email).toBe('fan120@bulk.example');
    const second = await list(`?cursor=${first.body.nextCursor}`);
    const third = await list(`?cursor=${second.body.nextCursor}`);
    expect(second.body.subscribers).toHaveLength(50);
    expect(third.body.subscribers).toHaveLength(20);
    expect(third.body.nextCursor).toBeNull();
    const emails = [first, second, third].flatMap((page) => page.body.subscribers.map((subscriber) => subscriber.email));
    expect(new Set(emails).size).toBe(120);
    expect(emails.at(-1)).toBe('fan1@bulk.example');
  });

  it('searches a piece of an e-mail or a phone, whatever its case and spacing', async () => {
    await subscribe({ email: 'ann@example.com' });
    await subscribe({ email: 'bob@music.example' });
    await subscribe({ phone: '+39 333 555 0101' });
    const emailsOf = async (query: string) => {
      const answer = await list(query);
      expect(answer.status).toBe(200);
      return answer.body.subscribers.map((subscriber) => subscriber.email ?? subscriber.phone);
    };
    expect(await emailsOf('?search=EXAMPLE')).toEqual(['bob@music.example', 'ann@example.com']);
    expect(await emailsOf('?search=music')).toEqual(['bob@music.example']);
    expect(await emailsOf(`?search=${encodeURIComponent('555 01')}`)).toEqual(['+393335550101']);
    expect(await emailsOf(`?search=${encodeURIComponent('+39333')}`)).toEqual(['+393335550101']);
    // LIKE's wildcards and escape are only characters here: as wildcards these would find ann.
    expect(await emailsOf(`?search=${encodeURIComponent('ann_example')}`)).toEqual([]);
    expect(await emailsOf(`?search=${encodeURIComponent('ann%com')}`)).toEqual([]);
    expect(await emailsOf(`?search=${encodeURIComponent('ann\\@')}`)).toEqual([]);
    expect(await emailsOf('?search=nobody')).toEqual([]);
    expect((await list('?search=example')).body.total).toBe(2);
  });

  it('pages a search by cursor too', async () => {
    await insertMany(60);
    await subscribe({ email: 'other@example.com' });
    const first = await list('?search=bulk');
    expect(first.body).toMatchObject({ total: 60 });
    const second = await list(`?search=bulk&cursor=${first.body.nextCursor}`);
    expect(second.body.subscribers.map((subscriber) => subscriber.email)).toEqual(
      Array.from({ length: 10 }, (_, n) => `fan${10 - n}@bulk.example`),
    );
  });

  it.each([
    ['?cursor=abc', 'cursor: must be a subscriber id'],
    ['?cursor=0', 'cursor: must be a subscriber id'],
    ['?cursor=2147483648', 'cursor: must be a subscriber id'],
    [`?search=${'x'.repeat(256)}`, 'search: must be at most 255 characters'],
    ['?search=a&search=b', 'search: must be one text'],
    // Fewer than three letters or digits in a row: no trigram to look up (D-64).
    ['?search=an', 'search: must hold 3 letters or digits in a row'],
    [`?search=${encodeURIComponent('%%%')}`, 'search: must hold 3 letters or digits in a row'],
    [`?search=${encodeURIComponent('+39 3')}`, 'search: must hold 3 letters or digits in a row'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
  });

  it('exports every subscriber as a CSV download, newest first, across batches', async () => {
    await insertMany(1203);
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Read as bytes: a text decoder drops the byte-order mark the file starts with.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text.startsWith(`\uFEFF"id","email",`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = csvRecords(text);
    expect(header).toEqual(HEADER);
    expect(records).toHaveLength(1203);
    expect(records[0]).toEqual([
      expect.stringMatching(/^\d+$/),
      'fan1203@bulk.example',
      '',
      'active',
      expect.stringMatching(/^\d{4}-/),
      '',
      expect.stringMatching(/^https:\/\/luna\.example\/unsubscribe\?id=\d+&token=[\w-]{43}$/),
    ]);
    expect(records.at(-1)?.[1]).toBe('fan1@bulk.example');
    expect(new Set(records.map((record) => record[0])).size).toBe(1203);
  });

  it("exports the search's subscribers only, and an empty list as the header alone", async () => {
    await subscribe({ email: 'ann@example.com' });
    await subscribe({ email: 'bob@music.example' });
    expect((await exported('?search=music')).slice(1).map((record) => record[1])).toEqual(['bob@music.example']);
    expect(await exported('?search=nobody')).toEqual([HEADER]);
  });

  it('escapes stored values and keeps them from running as spreadsheet formulas', async () => {
    // Values the newsletter's own rules would not take, stored by hand or by an older version.
    await stack.db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email, phone) VALUES
         ('=HYPERLINK("http://evil.example")@x.example', '+393335550101'),
         ('a,b"c@x.example', '@SUM(1)')`,
    );
    const records = (await exported()).slice(1);
    expect(records.map((record) => record.slice(1, 4))).toEqual([
      ['a,b"c@x.example', "'@SUM(1)", 'active'],
      ['\'=HYPERLINK("http://evil.example")@x.example', '+393335550101', 'active'],
    ]);
  });

  it('refuses a bad cursor or search before anything is sent (400)', async () => {
    const response = await exportCsv('?cursor=x');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'cursor: must be a subscriber id' });
  });

  it('deletes one subscriber, then answers 404 for it; a malformed id is 404 too', async () => {
    const ann = await subscribe({ email: 'ann@example.com' });
    const bob = await subscribe({ email: 'bob@example.com' });
    const deleted = await stack.request('DELETE', `/api/admin/subscribers/${ann.body.id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect((await rows()).map((row) => row.email)).toEqual(['bob@example.com']);
    const again = await stack.request('DELETE', `/api/admin/subscribers/${ann.body.id}`, { cookie });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: `Subscriber ${ann.body.id} not found` });
    for (const id of ['0', 'abc', '1.0', '2147483648']) {
      expect((await stack.request('DELETE', `/api/admin/subscribers/${id}`, { cookie })).status).toBe(404);
    }
    expect((await rows()).map((row) => row.id)).toEqual([bob.body.id]);
  });
});
