import type { HttpException } from '@nestjs/common';
import { EngagementPatterns } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { TestStack } from './support/test-stack';
import { FIREFOX } from './support/user-agents';

describe('analytics: POST /api/analytics', () => {
  let stack: TestStack;
  let linkId: number;
  let hiddenId: number;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000' });
    linkId = await stack.addSection({ type: 'spotify', data: { artistName: 'Luna', url: 'https://open.spotify.com/artist/x' } });
    hiddenId = await stack.addSection({
      type: 'spotify',
      data: { artistName: 'Luna', url: 'https://open.spotify.com/artist/y' },
      isVisible: false,
    });
  });
  afterAll(() => stack?.stop());

  /** From a browser unless told otherwise: a bot's view would step nothing (D-76). */
  const record = (body: unknown, headers: Record<string, string> = {}) =>
    stack.request('POST', '/api/analytics', { body, headers: { 'user-agent': FIREFOX, ...headers } });
  const eventCount = async () => Number((await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM engagement.analytics`)).count);
  const viewCounter = async () => (await stack.db.queryOne<{ total: number }>(`SELECT total FROM engagement.profile_view_count`)).total;
  /** The event sent to the engagement service as the gateway would, past the gateway's own checks. */
  const direct = (payload: Record<string, unknown>) =>
    stack.app
      .get(RpcClient)
      .send(EngagementPatterns.recordAnalytics, { event: 'section_click', visitor: 'visitor-hash', ...payload } as never)
      .then(
        () => 201,
        (error: HttpException) => error.getStatus(),
      );

  /** What apps/web's admin panel sends on 'View Profile' (admin-panel.tsx, recordAdminExit). */
  const adminExit = {
    timestamp: '2026-11-22T10:15:30.123Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    viewport: { width: 1440, height: 900 },
    page: '/admin',
    referrer: '',
  };

  it('stores event, section, user agent, referrer, a hash of the IP and metadata', async () => {
    const answer = await record(
      { event: 'section_click', sectionId: linkId, referrer: 'https://www.instagram.com/', metadata: { type: 'spotify' } },
      { 'user-agent': 'Mozilla/5.0 (iPhone)', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(answer.status).toBe(201);
    const rows = await stack.db.query(`SELECT event, section_id, user_agent, referrer, ip_address, metadata FROM engagement.analytics`);
    expect(rows).toEqual([
      {
        event: 'section_click',
        section_id: linkId,
        user_agent: 'Mozilla/5.0 (iPhone)',
        referrer: 'https://www.instagram.com/',
        ip_address: expect.stringMatching(/^[\w-]{43}$/),
        metadata: { type: 'spotify' },
      },
    ]);
    expect(rows[0]?.ip_address).not.toContain('203.0.113.9');
  });

  it("stores the admin panel's exit metadata as sent", async () => {
    expect((await record({ event: 'admin_exit_click', metadata: adminExit })).status).toBe(201);
    const row = await stack.db.queryOne(`SELECT metadata FROM engagement.analytics WHERE event = 'admin_exit_click'`);
    expect(row.metadata).toEqual(adminExit);
  });

  it('refuses unknown events and malformed fields with 400, storing nothing', async () => {
    const before = await eventCount();
    for (const body of [
      { event: 'purchase' },
      {},
      { event: 'profile_view', sectionId: 'x' },
      { event: 'profile_view', metadata: 'text' },
      { event: 'profile_view', referrer: 'r'.repeat(2049) },
    ]) {
      expect((await record(body)).status).toBe(400);
    }
    expect(await eventCount()).toBe(before);
  });

  it('takes only the known metadata fields, each of its type and bounded, and says what is wrong', async () => {
    const before = await eventCount();
    let nested: unknown = 'deep';
    for (let level = 0; level < 15; level += 1) nested = { nested };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ target: 'spotify' }, /target should not exist/],
      [{ ...adminExit, extra: nested }, /extra should not exist/],
      [{ viewport: { width: 1440, height: 900, depth: nested } }, /depth should not exist/],
      [{ page: 'p'.repeat(5000) }, /page must be shorter than or equal to/],
      [{ userAgent: 'u'.repeat(1001) }, /userAgent must be shorter than or equal to/],
      [{ referrer: ['https://a.example/'] }, /referrer must be a string/],
      [{ timestamp: 'yesterday' }, /timestamp must be/],
      [{ viewport: { width: 1e9, height: 900 } }, /width must not be greater than/],
      [{ viewport: { width: 1440.5, height: 900 } }, /width must be an integer/],
      [{ viewport: { width: -1, height: 900 } }, /width must not be less than 0/],
      [{ viewport: [1440, 900] }, /viewport/],
      [{ type: 'weather' }, /type must be one of/],
    ];
    for (const [metadata, message] of cases) {
      const answer = await record({ event: 'admin_exit_click', metadata });
      expect({ metadata, status: answer.status }).toEqual({ metadata, status: 400 });
      expect((answer.body as { message: string }).message).toMatch(message);
    }
    const array = await record({ event: 'admin_exit_click', metadata: Array.from({ length: 1000 }, () => 0) });
    expect(array.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a section that visitors cannot click: missing, hidden, or out of the id range', async () => {
    const before = await eventCount();
    for (const sectionId of [999999, hiddenId]) {
      const answer = await record({ event: 'section_click', sectionId });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: `Section ${sectionId} not found` });
    }
    for (const sectionId of [0, -1, 2 ** 31, 1.5]) expect((await record({ event: 'section_click', sectionId })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('refuses, in the engagement service itself, what Postgres cannot store', async () => {
    const before = await eventCount();
    expect(await direct({ sectionId: 2 ** 31 })).toBe(400);
    expect(await direct({ referrer: 'https://a.example/\u0000' })).toBe(400);
    expect(await direct({ userAgent: 'Mozilla\u0000' })).toBe(400);
    expect(await direct({ visitor: 'v'.repeat(46) })).toBe(400);
    expect(await direct({ metadata: { page: '/\u0000' } })).toBe(400);
    expect(await direct({ metadata: { page: '/\ud800' } })).toBe(400);
    expect(await direct({ metadata: { target: 'x' } })).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('steps the configured likes every viewsPerIncrement profile views', async () => {
    const sectionId = await stack.addSection({ type: 'video', data: { videos: [{ title: 'A', url: 'https://youtu.be/dQw4w9WgXcQ' }] } });
    await stack.db.query(
      `INSERT INTO engagement.artificial_likes (section_id, video_index, base_likes, views_per_increment) VALUES ($1, 0, 100, 3)`,
      [sectionId],
    );
    for (let view = 0; view < 7; view += 1) expect((await record({ event: 'profile_view' })).status).toBe(201);
    const row = await stack.db.queryOne(
      `SELECT incremental_likes, last_increment_view FROM engagement.artificial_likes WHERE section_id = $1`,
      [sectionId],
    );
    expect(row).toEqual({ incremental_likes: 2, last_increment_view: 6 });
    const likes = await stack.request('GET', `/api/sections/${sectionId}/likes?videoIndex=0`);
    expect(likes.body).toEqual({ liked: false, totalLikes: 102 });
    expect(await viewCounter()).toBe(7);
  });

  it('counts profile views in a counter, not by counting the analytics rows', async () => {
    const sectionId = await stack.addSection({ type: 'video', data: { videos: [{ title: 'B', url: 'https://youtu.be/9bZkp7q19f0' }] } });
    // A million views so far, as the counter has it; the table holds only a handful.
    await stack.db.query(`UPDATE engagement.profile_view_count SET total = 999999`);
    await stack.db.query(
      `INSERT INTO engagement.artificial_likes (section_id, video_index, views_per_increment, last_increment_view) VALUES ($1, 0, 10, 999990)`,
      [sectionId],
    );
    expect((await record({ event: 'profile_view' })).status).toBe(201);
    expect(await viewCounter()).toBe(1000000);
    const row = await stack.db.queryOne(
      `SELECT incremental_likes, last_increment_view FROM engagement.artificial_likes WHERE section_id = $1`,
      [sectionId],
    );
    expect(row).toEqual({ incremental_likes: 1, last_increment_view: 1000000 });
    // Other events leave the counter alone.
    expect((await record({ event: 'booking_click' })).status).toBe(201);
    expect(await viewCounter()).toBe(1000000);

    // Views at the same moment each count once, and each step is taken once.
    const answers = await Promise.all(Array.from({ length: 25 }, () => record({ event: 'profile_view' })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await viewCounter()).toBe(1000025);
    const after = await stack.db.queryOne(
      `SELECT incremental_likes, last_increment_view FROM engagement.artificial_likes WHERE section_id = $1`,
      [sectionId],
    );
    expect(after).toEqual({ incremental_likes: 3, last_increment_view: 1000020 });
  });
});
