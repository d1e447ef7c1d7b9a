import { TestStack } from './support/test-stack';

describe('analytics: POST /api/analytics', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => stack?.stop());

  const record = (body: unknown, headers: Record<string, string> = {}) => stack.request('POST', '/api/analytics', { body, headers });

  it('stores event, section, user agent, referrer, a hash of the IP and metadata', async () => {
    const answer = await record(
      { event: 'section_click', sectionId: 7, referrer: 'https://www.instagram.com/', metadata: { target: 'spotify' } },
      { 'user-agent': 'Mozilla/5.0 (iPhone)', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(answer.status).toBe(201);
    const rows = await stack.db.query(`SELECT event, section_id, user_agent, referrer, ip_address, metadata FROM engagement.analytics`);
    expect(rows).toEqual([
      {
        event: 'section_click',
        section_id: 7,
        user_agent: 'Mozilla/5.0 (iPhone)',
        referrer: 'https://www.instagram.com/',
        ip_address: expect.stringMatching(/^[\w-]{43}$/),
        metadata: { target: 'spotify' },
      },
    ]);
    expect(rows[0].ip_address).not.toContain('203.0.113.9');
  });

  it('refuses unknown events and malformed fields with 400', async () => {
    for (const body of [{ event: 'purchase' }, {}, { event: 'profile_view', sectionId: 'x' }, { event: 'profile_view', metadata: 'text' }, { event: 'profile_view', referrer: 'r'.repeat(2049) }]) {
      expect((await record(body)).status).toBe(400);
    }
  });

  it('steps the configured likes every viewsPerIncrement profile views', async () => {
    const sectionId = await stack.addSection({ type: 'video', data: { videos: [{ title: 'A', url: 'https://youtu.be/dQw4w9WgXcQ' }] } });
    await stack.db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index, base_likes, views_per_increment) VALUES ($1, 0, 100, 3)`, [sectionId]);
    for (let view = 0; view < 7; view += 1) expect((await record({ event: 'profile_view' })).status).toBe(201);
    const [row] = await stack.db.query(`SELECT incremental_likes, last_increment_view FROM engagement.artificial_likes WHERE section_id = $1`, [sectionId]);
    expect(row).toEqual({ incremental_likes: 2, last_increment_view: 6 });
    const likes = await stack.request('GET', `/api/sections/${sectionId}/likes?videoIndex=0`);
    expect(likes.body).toEqual({ liked: false, totalLikes: 102 });
  });
});
