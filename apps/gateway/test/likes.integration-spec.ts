import type { HttpException } from '@nestjs/common';
import { EngagementPatterns, type LikeState } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { TestStack } from './support/test-stack';

const VIDEOS = {
  videos: [
    { title: 'One', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { title: 'Two', url: 'https://youtu.be/9bZkp7q19f0' },
  ],
};

describe('likes: GET /api/sections/{id}/likes and POST /api/sections/{id}/like', () => {
  let stack: TestStack;
  let sectionId: number;
  let hiddenId: number;
  let textId: number;

  beforeAll(async () => {
    // Many visitors below come through a trusted proxy that names them in X-Forwarded-For.
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_LIKES_PER_MINUTE: '1000' });
    sectionId = await stack.addSection({ type: 'video', data: VIDEOS });
    hiddenId = await stack.addSection({ type: 'video', data: VIDEOS, isVisible: false });
    textId = await stack.addSection({ type: 'text', data: { content: 'hi' } });
  });
  afterAll(() => stack?.stop());

  const as = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const like = (id: number, videoIndex: unknown, ip = '198.51.100.1') =>
    stack.request<LikeState>('POST', `/api/sections/${id}/like`, { body: { videoIndex }, ...as(ip) });
  const likes = (id: number, videoIndex: number | string, ip = '198.51.100.1') =>
    stack.request<LikeState>('GET', `/api/sections/${id}/likes?videoIndex=${videoIndex}`, as(ip));

  it('starts at zero, not liked', async () => {
    const { status, body } = await likes(sectionId, 0);
    expect(status).toBe(200);
    expect(body).toEqual({ liked: false, totalLikes: 0 });
  });

  it('toggles: a like, then an unlike, each answered with the new state and stored as a row', async () => {
    const first = await like(sectionId, 1, '198.51.100.7');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ liked: true, totalLikes: 1 });
    const rows = await stack.db.query(`SELECT section_id, video_index, ip_address FROM engagement.likes WHERE section_id = $1`, [
      sectionId,
    ]);
    expect(rows).toEqual([{ section_id: sectionId, video_index: 1, ip_address: expect.stringMatching(/^[\w-]{43}$/) }]);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.7');

    expect((await likes(sectionId, 1, '198.51.100.7')).body).toEqual({ liked: true, totalLikes: 1 });
    expect((await likes(sectionId, 1, '198.51.100.8')).body).toEqual({ liked: false, totalLikes: 1 });
    expect((await like(sectionId, 1, '198.51.100.7')).body).toEqual({ liked: false, totalLikes: 0 });
  });

  it('adds the configured base and incremental likes to the real ones', async () => {
    await stack.db.query(
      `INSERT INTO engagement.artificial_likes (section_id, video_index, base_likes, incremental_likes) VALUES ($1, 0, 1200, 34)`,
      [sectionId],
    );
    expect((await likes(sectionId, 0, '203.0.113.1')).body).toEqual({ liked: false, totalLikes: 1234 });
    expect((await like(sectionId, 0, '203.0.113.1')).body).toEqual({ liked: true, totalLikes: 1235 });
  });

  it('never double-counts concurrent clicks of one visitor', async () => {
    const ip = '192.0.2.50';
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(sectionId, 1, ip)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { count } = await stack.db.queryOne<{ count: string }>(
      `SELECT count(*) FROM engagement.likes WHERE section_id = $1 AND video_index = 1`,
      [sectionId],
    );
    // Ten toggles in a row end where they started: unliked.
    expect(Number(count)).toBe(0);
    expect((await likes(sectionId, 1, ip)).body.liked).toBe(false);
  });

  it('counts each of many concurrent visitors exactly once', async () => {
    const ips = Array.from({ length: 40 }, (_, n) => `10.1.0.${n + 1}`);
    const answers = await Promise.all(ips.map((ip) => like(sectionId, 1, ip)));
    expect(answers.map((answer) => answer.status)).toEqual(ips.map(() => 200));
    expect((await likes(sectionId, 1, '10.9.9.9')).body).toEqual({ liked: false, totalLikes: 40 });
  });

  it('answers 404 for a missing, hidden or malformed section id', async () => {
    for (const id of [999999, hiddenId]) {
      const answer = await like(id, 0);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ statusCode: 404, message: `Section ${id} not found` });
    }
    expect((await stack.request('GET', '/api/sections/abc/likes?videoIndex=0')).status).toBe(404);
  });

  it('answers 400 for a videoIndex the section does not have, or that is not a whole number', async () => {
    const outOfRange = await like(sectionId, 2);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body).toMatchObject({ message: `videoIndex 2 does not exist: section ${sectionId} has 2 videos` });
    expect((await like(textId, 0)).status).toBe(400);
    for (const bad of [-1, 1.5, 'x', { $gt: 0 }]) {
      const answer = await like(sectionId, bad);
      expect(answer.status).toBe(400);
    }
    expect((await likes(sectionId, 'abc')).status).toBe(400);
    const { count } = await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM engagement.likes WHERE video_index >= 2`);
    expect(Number(count)).toBe(0);
  });

  it('takes a body videoIndex only as a JSON integer', async () => {
    const before = await stack.db.query(`SELECT * FROM engagement.likes ORDER BY id`);
    for (const bad of [true, false, '', '1', ' 1', '0x1', '1e0', null, [1]]) {
      const answer = await like(sectionId, bad, '192.0.2.77');
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.body).toMatchObject({ message: expect.stringContaining('videoIndex') });
    }
    expect(await stack.db.query(`SELECT * FROM engagement.likes ORDER BY id`)).toEqual(before);
    // Left out, it is the first video, as before.
    const omitted = await stack.request<LikeState>('POST', `/api/sections/${sectionId}/like`, { body: {}, ...as('192.0.2.77') });
    expect(omitted.status).toBe(200);
    expect((await likes(sectionId, 0, '192.0.2.77')).body.liked).toBe(true);
  });

  it('takes a query videoIndex only as decimal digits, and reads a missing one as 0', async () => {
    for (const bad of ['', 'true', '0x1', '+1', '-0', '1.0', '1e0', '%201', '1%20', '1&videoIndex=1', '9999']) {
      const answer = await stack.request('GET', `/api/sections/${sectionId}/likes?videoIndex=${bad}`);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.body).toMatchObject({ message: expect.stringContaining('videoIndex') });
    }
    expect((await likes(sectionId, '01')).status).toBe(200);
    const missing = await stack.request<LikeState>('GET', `/api/sections/${sectionId}/likes`, as('203.0.113.1'));
    expect(missing.body).toEqual(await likes(sectionId, 0, '203.0.113.1').then((answer) => answer.body));
  });

  it('refuses, in the engagement service itself, ids and text Postgres cannot store', async () => {
    const send = (payload: Record<string, unknown>) =>
      stack.app
        .get(RpcClient)
        .send(EngagementPatterns.toggleLike, { visitor: 'visitor-hash', sectionId, videoIndex: 0, ...payload } as never)
        .then(
          () => 200,
          (error: HttpException) => error.getStatus(),
        );
    const before = await stack.db.query(`SELECT * FROM engagement.likes ORDER BY id`);
    expect(await send({ sectionId: 2 ** 31 })).toBe(400);
    expect(await send({ visitor: 'v'.repeat(46) })).toBe(400);
    expect(await send({ visitor: 'visitor\u0000' })).toBe(400);
    expect(await send({ userAgent: 'Mozilla\u0000' })).toBe(400);
    expect(await stack.db.query(`SELECT * FROM engagement.likes ORDER BY id`)).toEqual(before);
  });
});
