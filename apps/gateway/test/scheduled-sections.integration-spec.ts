import { SECTIONS_CHANGE_HEADER, type Section } from '@stagelink/contracts';
import { PublicContent } from '../src/profile/public-content';
import { initialStateOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

const HOUR = 3_600_000;
const TEXT = { content: 'News' };

describe('sections shown from and until given moments (D-120)', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    // The public cache on, for long: a scheduled section must appear and go however long it is.
    stack = await TestStack.start({ PUBLIC_CACHE_SECONDS: '3600' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  beforeEach(async () => {
    await stack.db.query('DELETE FROM profile.sections');
    await stack.app.get(PublicContent).invalidate();
  });

  const call = <T = Section>(method: string, path: string, body?: unknown) => stack.request<T>(method, path, { body, cookie });
  const create = async (title: string, window: { visibleFrom?: string | null; visibleUntil?: string | null }) => {
    const answer = await call('POST', '/api/sections', { type: 'text', title, data: TEXT, ...window });
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const visitorTitles = async () => (await stack.request<Section[]>('GET', '/api/sections')).body.map((section) => section.title);
  const pageTitles = async () => {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    return initialStateOf(html).sections.map((section) => section.title);
  };
  const inIso = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('stores both bounds as instants, answers them to the owner, and lets null bounds mean always', async () => {
    const section = await create('Summer tour', { visibleFrom: '2026-06-01T10:00:00+02:00', visibleUntil: null });
    expect(section).toMatchObject({ visibleFrom: '2026-06-01T08:00:00.000Z', visibleUntil: null });
    const rows = await stack.db.query<{ visible_from: Date | null; visible_until: Date | null }>(
      'SELECT visible_from, visible_until FROM profile.sections',
    );
    expect(rows).toEqual([{ visible_from: new Date('2026-06-01T08:00:00Z'), visible_until: null }]);
    const always = await create('Always', {});
    expect(always).toMatchObject({ visibleFrom: null, visibleUntil: null });
    const owners = await call<Section[]>('GET', '/api/sections');
    expect(owners.body.map((s) => [s.title, s.visibleFrom, s.visibleUntil])).toEqual([
      ['Summer tour', '2026-06-01T08:00:00.000Z', null],
      ['Always', null, null],
    ]);
  });

  it('keeps a section out of the public API and the served page outside its window, the owner still seeing it', async () => {
    await create('Always', { visibleFrom: null, visibleUntil: null });
    await create('Started', { visibleFrom: inIso(-HOUR), visibleUntil: null });
    await create('Coming', { visibleFrom: inIso(HOUR), visibleUntil: null });
    await create('Ended', { visibleFrom: null, visibleUntil: inIso(-HOUR) });
    await create('Running', { visibleFrom: inIso(-HOUR), visibleUntil: inIso(HOUR) });
    expect(await visitorTitles()).toEqual(['Always', 'Started', 'Running']);
    expect(await pageTitles()).toEqual(['Always', 'Started', 'Running']);
    expect((await call<Section[]>('GET', '/api/sections')).body).toHaveLength(5);
  });

  it('shows a section from exactly its visibleFrom and hides it from exactly its visibleUntil, through the cache', async () => {
    const from = Date.now() + HOUR;
    const until = from + HOUR;
    await create('Window', { visibleFrom: new Date(from).toISOString(), visibleUntil: new Date(until).toISOString() });
    const content = stack.app.get(PublicContent);
    const titlesAt = async (at: number) => (await content.shownSections(at)).sections.map((section) => section.title);
    expect(await titlesAt(from - 1)).toEqual([]);
    expect(await titlesAt(from)).toEqual(['Window']);
    expect(await titlesAt(until - 1)).toEqual(['Window']);
    expect(await titlesAt(until)).toEqual([]);
    expect((await content.shownSections(from - 1)).nextChange).toBe(from);
    expect((await content.shownSections(from)).nextChange).toBe(until);
    expect((await content.shownSections(until)).nextChange).toBeNull();
  });

  it("tells the visitor's page when the list changes next, in the header and in the page's state", async () => {
    const from = inIso(HOUR);
    await create('Coming', { visibleFrom: from });
    const answer = await stack.request<Section[]>('GET', '/api/sections');
    expect(answer.headers.get(SECTIONS_CHANGE_HEADER)).toBe(from);
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    expect(initialStateOf(html).sectionsChangeAt).toBe(from);
  });

  it('refuses visibleUntil before or at visibleFrom with 400, storing nothing', async () => {
    const from = '2026-06-01T10:00:00+02:00';
    for (const visibleUntil of ['2026-06-01T09:00:00+02:00', from]) {
      const answer = await call('POST', '/api/sections', { type: 'text', title: 'Wrong', data: TEXT, visibleFrom: from, visibleUntil });
      expect(answer).toMatchObject({ status: 400, body: { message: 'visibleUntil: visibleUntil must be after visibleFrom' } });
    }
    expect(await stack.db.query('SELECT id FROM profile.sections')).toEqual([]);
  });

  it('checks one bound sent by PUT against the stored other one, and clears a bound with null', async () => {
    const section = await create('Later', { visibleFrom: '2026-06-01T10:00:00Z' });
    const early = await call('PUT', `/api/sections/${section.id}`, { visibleUntil: '2026-06-01T09:00:00Z' });
    expect(early).toMatchObject({ status: 400, body: { message: 'visibleUntil: visibleUntil must be after visibleFrom' } });
    const bad = await call('PUT', `/api/sections/${section.id}`, { visibleFrom: 'tomorrow' });
    expect(bad.status).toBe(400);
    const until = await call('PUT', `/api/sections/${section.id}`, { visibleUntil: '2026-06-02T09:00:00Z' });
    expect(until).toMatchObject({
      status: 200,
      body: { visibleFrom: '2026-06-01T10:00:00.000Z', visibleUntil: '2026-06-02T09:00:00.000Z' },
    });
    const cleared = await call('PUT', `/api/sections/${section.id}`, { visibleFrom: null, visibleUntil: null });
    expect(cleared).toMatchObject({ status: 200, body: { visibleFrom: null, visibleUntil: null } });
    expect(await visitorTitles()).toEqual(['Later']);
  });

  it('lets a duplicate keep the schedule of its original', async () => {
    const section = await create('Scheduled', { visibleFrom: inIso(HOUR) });
    const copy = await call('POST', `/api/sections/${section.id}/duplicate`);
    expect(copy.body).toMatchObject({ title: 'Scheduled (copy)', visibleFrom: section.visibleFrom });
    expect(await visitorTitles()).toEqual([]);
  });
});
