import type { AnalyticsBreakdown, AnalyticsEventItem, AnalyticsSummary, DailyViews } from '@stagelink/contracts';
import { csvRecords } from './support/csv';
import { TestStack } from './support/test-stack';
import { FIREFOX, GOOGLEBOT, IPHONE } from './support/user-agents';

const DAY_MS = 86_400_000;

interface StoredEvent {
  event: string;
  /** Milliseconds before now. */
  ago: number;
  bot?: boolean;
  sectionId?: number;
  referrer?: string;
  userAgent?: string;
  metadata?: Record<string, unknown>;
}

describe("the owner's analytics", () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());
  beforeEach(() =>
    stack.db.query(
      `TRUNCATE engagement.analytics, engagement.analytics_daily, engagement.analytics_daily_facets, engagement.analytics_daily_sections`,
    ),
  );

  const get = <T>(path: string) => stack.request<T>('GET', path, { cookie });
  /** Events as the service stores them, at chosen times; the insert's trigger adds them to the rollups. */
  const store = (events: StoredEvent[]) =>
    stack.db.query(
      `INSERT INTO engagement.analytics (event, section_id, "timestamp", is_bot, referrer, user_agent, metadata)
       SELECT * FROM unnest($1::varchar[], $2::integer[], $3::timestamptz[], $4::boolean[], $5::text[], $6::text[], $7::jsonb[])`,
      [
        events.map((event) => event.event),
        events.map((event) => event.sectionId ?? null),
        events.map((event) => new Date(Date.now() - event.ago).toISOString()),
        events.map((event) => event.bot ?? false),
        events.map((event) => event.referrer ?? null),
        events.map((event) => event.userAgent ?? null),
        events.map((event) => (event.metadata ? JSON.stringify(event.metadata) : null)),
      ],
    );
  const many = (count: number, event: Omit<StoredEvent, 'ago'> & { ago?: number }): StoredEvent[] =>
    Array.from({ length: count }, (_, index) => ({ ago: 60_000 + index, ...event }));

  it('answers every figure 0 with no events, so the panel shows N/A', async () => {
    const summary = await get<AnalyticsSummary>('/api/analytics/summary');
    expect(summary).toMatchObject({ status: 200, body: { totalViews: 0, recentViews: 0, sectionClicks: 0, bookingClicks: 0 } });
    const events = await get<AnalyticsEventItem[]>('/api/analytics/events');
    expect(events.body).toEqual([]);
  });

  it('counts views of the last 30 days to the minute, and all the views, clicks and bookings ever', async () => {
    await store([
      ...many(3, { event: 'profile_view' }),
      { event: 'profile_view', ago: 30 * DAY_MS - 60_000 },
      { event: 'profile_view', ago: 30 * DAY_MS + 60_000 },
      { event: 'profile_view', ago: 200 * DAY_MS },
      ...many(2, { event: 'section_click', sectionId: 7 }),
      { event: 'section_click', sectionId: 7, ago: 90 * DAY_MS },
      ...many(4, { event: 'booking_click' }),
      { event: 'admin_exit_click', ago: 1000 },
    ]);
    const summary = await get<AnalyticsSummary>('/api/analytics/summary');
    expect(summary.body).toEqual({ totalViews: 6, recentViews: 4, sectionClicks: 3, bookingClicks: 4 });
  });

  it('leaves bots out of every figure and lists them apart', async () => {
    await store([
      ...many(2, { event: 'profile_view' }),
      ...many(5, { event: 'profile_view', bot: true }),
      ...many(3, { event: 'section_click', sectionId: 4, bot: true }),
      { event: 'booking_click', ago: 1000, bot: true },
    ]);
    expect((await get<AnalyticsSummary>('/api/analytics/summary')).body).toEqual({
      totalViews: 2,
      recentViews: 2,
      sectionClicks: 0,
      bookingClicks: 0,
    });
    const breakdown = await get<AnalyticsBreakdown>('/api/analytics/breakdown');
    expect(breakdown.body.bots).toEqual([
      { event: 'profile_view', count: 5 },
      { event: 'section_click', count: 3 },
      { event: 'booking_click', count: 1 },
    ]);
    expect(breakdown.body.sections).toEqual([]);
    const recent = await get<AnalyticsEventItem[]>('/api/analytics/events');
    expect(recent.body).toHaveLength(2);
  });

  it('tells browsers, systems, devices and referrers from what visitors send, and bots apart', async () => {
    const section = await stack.addSection({ type: 'spotify', data: { artistName: 'Luna', url: 'https://open.spotify.com/artist/x' } });
    const send = (body: Record<string, unknown>, userAgent: string, ip: string) =>
      stack.request('POST', '/api/analytics', { body, headers: { 'user-agent': userAgent, 'x-forwarded-for': ip } });
    expect((await send({ event: 'profile_view', referrer: 'https://l.instagram.com/x' }, IPHONE, '203.0.113.1')).status).toBe(201);
    await send({ event: 'profile_view', referrer: 'https://l.instagram.com/y' }, IPHONE, '203.0.113.2');
    await send({ event: 'profile_view' }, FIREFOX, '203.0.113.3');
    await send({ event: 'profile_view' }, GOOGLEBOT, '203.0.113.4');
    await send({ event: 'section_click', sectionId: section, metadata: { type: 'spotify' } }, IPHONE, '203.0.113.1');

    const { body } = await get<AnalyticsBreakdown>('/api/analytics/breakdown');
    expect(body).toEqual({
      days: 30,
      referrers: [
        { name: 'l.instagram.com', count: 2 },
        { name: '', count: 1 },
      ],
      browsers: [
        { name: 'Mobile Safari', count: 2 },
        { name: 'Firefox', count: 1 },
      ],
      operatingSystems: [
        { name: 'iOS', count: 2 },
        { name: 'Windows', count: 1 },
      ],
      devices: [
        { name: 'mobile', count: 2 },
        { name: 'desktop', count: 1 },
      ],
      sections: [{ sectionId: section, clicks: 1 }],
      bots: [{ event: 'profile_view', count: 1 }],
    });
    expect((await get<AnalyticsSummary>('/api/analytics/summary')).body).toMatchObject({ totalViews: 3, sectionClicks: 1 });
  });

  it('charts the views of each of the last 30 days, days without views at 0', async () => {
    await store([
      ...many(3, { event: 'profile_view' }),
      { event: 'profile_view', ago: 2 * DAY_MS },
      { event: 'profile_view', ago: 40 * DAY_MS },
    ]);
    const { status, body } = await get<DailyViews[]>('/api/analytics/daily');
    expect(status).toBe(200);
    expect(body).toHaveLength(30);
    const day = (ago: number) => new Date(Date.now() - ago).toISOString().slice(0, 10);
    expect(body[29]).toEqual({ day: day(0), views: 3 });
    expect(body[0]?.day).toBe(day(29 * DAY_MS));
    expect(body.find((entry) => entry.day === day(2 * DAY_MS))?.views).toBe(1);
    expect(body.reduce((sum, entry) => sum + entry.views, 0)).toBe(4);
    expect((await get<DailyViews[]>('/api/analytics/daily?days=7')).body).toHaveLength(7);
    for (const days of ['0', '401', 'x']) expect((await get(`/api/analytics/daily?days=${days}`)).status).toBe(400);
  });

  it('lists recent activity newest first, a page at a time', async () => {
    await store(
      Array.from({ length: 7 }, (_, index) => ({
        event: index % 2 ? 'section_click' : 'profile_view',
        ago: (index + 1) * 60_000,
        sectionId: index % 2 ? 3 : undefined,
      })),
    );
    const first = await get<AnalyticsEventItem[]>('/api/analytics/events?limit=3');
    expect(first.body.map((event) => event.event)).toEqual(['profile_view', 'section_click', 'profile_view']);
    expect(first.body[1]).toEqual({
      id: expect.any(Number),
      event: 'section_click',
      sectionId: 3,
      timestamp: expect.any(String),
      metadata: null,
    });
    const times = first.body.map((event) => Date.parse(event.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await get<AnalyticsEventItem[]>(`/api/analytics/events?limit=3&before=${first.body[2]?.id}`);
    const third = await get<AnalyticsEventItem[]>(`/api/analytics/events?limit=3&before=${second.body[2]?.id}`);
    expect([...first.body, ...second.body, ...third.body].map((event) => event.id)).toHaveLength(7);
    expect(new Set([...first.body, ...second.body, ...third.body].map((event) => event.id)).size).toBe(7);
    expect(third.body).toHaveLength(1);
    for (const query of ['limit=0', 'limit=101', 'before=abc', 'before=-1']) {
      expect((await get(`/api/analytics/events?${query}`)).status).toBe(400);
    }
  });

  it('exports the events of a date range as CSV, quoted and safe to open in a spreadsheet', async () => {
    await store([
      { event: 'profile_view', ago: 60_000, referrer: '=HYPERLINK("http://evil.example","x")', userAgent: 'Agent, "quoted"\nline' },
      { event: 'admin_exit_click', ago: 120_000, metadata: { page: '/admin' } },
      { event: 'booking_click', ago: 5 * DAY_MS, bot: true },
      { event: 'profile_view', ago: 40 * DAY_MS },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
    const response = await fetch(`${stack.baseUrl}/api/analytics/export?from=${weekAgo}&to=${today}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="analytics-${weekAgo}-to-${today}.csv"`);
    // Read as bytes: a text decoder drops the byte-order mark the file starts with.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"id","timestamp",')).toBe(true);
    const [header, ...records] = csvRecords(text);
    expect(header).toEqual([
      'id',
      'timestamp',
      'event',
      'section_id',
      'referrer',
      'browser',
      'os',
      'device',
      'bot',
      'user_agent',
      'metadata',
    ]);
    expect(records.map((record) => record[2])).toEqual(['booking_click', 'admin_exit_click', 'profile_view']);
    expect(records[2]?.[4]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(records[2]?.[9]).toBe('Agent, "quoted"\nline');
    expect(records[1]?.[10]).toBe('{"page":"/admin"}');
    expect(records[0]?.[8]).toBe('true');
  });

  it('keeps what visitors sent as referrers and user agents from running in a spreadsheet, whatever it splits lines at (D-91)', async () => {
    const hostile = [
      { referrer: 'x;=HYPERLINK("http://evil.example","click")', userAgent: 'Mozilla/5.0;=HYPERLINK("http://evil.example")' },
      { referrer: '@SUM(1+1)*cmd|" /C calc"!A0', userAgent: '@SUM(1+1)' },
      { referrer: '\t=1+1', userAgent: 'Mozilla/5.0 (X11;\t=1+1) Gecko' },
    ];
    for (const { referrer, userAgent } of hostile) {
      const sent = await stack.request('POST', '/api/analytics', {
        body: { event: 'profile_view', referrer },
        headers: { 'user-agent': userAgent },
      });
      expect(sent.status).toBe(201);
    }
    const today = new Date().toISOString().slice(0, 10);
    const text = await (await fetch(`${stack.baseUrl}/api/analytics/export?from=${today}&to=${today}`, { headers: { cookie } })).text();
    const [, ...records] = csvRecords(text);
    // Read back as sent, but for an apostrophe before each would-be formula.
    expect(records.map((record) => [record[4], record[9]])).toEqual([
      [`x;'=HYPERLINK("http://evil.example","click")`, `Mozilla/5.0;'=HYPERLINK("http://evil.example")`],
      [`'@SUM(1+1)*cmd|" /C calc"!A0`, `'@SUM(1+1)`],
      ["'\t'=1+1", "Mozilla/5.0 (X11;'\t'=1+1) Gecko"],
    ]);
    // Cut at commas, semicolons or tabs with no regard to quotes, no cell starts a formula.
    for (const separator of [',', ';', '\t']) {
      const cells = text
        .split(/\r\n/)
        .flatMap((line) => line.split(separator))
        .map((cell) => cell.replace(/^[\s"]+/, ''));
      expect({ separator, formulas: cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell)) }).toEqual({
        separator,
        formulas: [],
      });
    }
  });

  it('exports more events than one chunk in order, each once', async () => {
    await store(Array.from({ length: 4500 }, (_, index) => ({ event: 'profile_view', ago: 60_000 + index * 10 })));
    const today = new Date().toISOString().slice(0, 10);
    const text = await (await fetch(`${stack.baseUrl}/api/analytics/export?from=${today}&to=${today}`, { headers: { cookie } })).text();
    const ids = csvRecords(text)
      .slice(1)
      .map((record) => Number(record[0]));
    expect(ids).toHaveLength(4500);
    expect(new Set(ids).size).toBe(4500);
  });

  it('refuses a range that is not one: 400 with what is wrong', async () => {
    for (const [query, message] of [
      ['from=2026-01-02&to=2026-01-01', /from must not be after to/],
      ['from=2026-02-30&to=2026-03-01', /from: must be a real date/],
      ['from=yesterday&to=2026-03-01', /from: must be a date as YYYY-MM-DD/],
      ['to=2026-03-01', /from/],
    ] as const) {
      const response = await get<{ message: string }>(`/api/analytics/export?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it.each(['summary', 'events', 'daily', 'breakdown', 'export?from=2026-01-01&to=2026-01-02'])(
    'answers 401 to /api/analytics/%s without a session',
    async (path) => {
      expect((await stack.request('GET', `/api/analytics/${path}`)).status).toBe(401);
    },
  );
});
