import { EngagementPatterns, type ArtificialLikes, type LikeState } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { TestStack } from './support/test-stack';
import { FIREFOX } from './support/user-agents';

const VIDEOS = {
  videos: [
    { title: 'One', url: 'https://youtu.be/9bZkp7q19f0' },
    { title: 'Two', url: 'https://youtu.be/dQw4w9WgXcQ' },
  ],
};
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe("the owner's configured likes: GET and POST /api/artificial-likes", () => {
  let stack: TestStack;
  let cookie: string;
  let videoId: number;
  let hiddenVideoId: number;
  let textId: number;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000' });
    cookie = await stack.login();
    videoId = await stack.addSection({ type: 'video', data: VIDEOS });
    hiddenVideoId = await stack.addSection({ type: 'video', data: VIDEOS, isVisible: false });
    textId = await stack.addSection({ type: 'text', data: { content: 'hi' } });
  });
  afterAll(() => stack?.stop());

  const save = (body: unknown) => stack.request<ArtificialLikes>('POST', '/api/artificial-likes', { body, cookie });
  const list = () => stack.request<ArtificialLikes[]>('GET', '/api/artificial-likes', { cookie });
  const rows = () =>
    stack.db.query(
      `SELECT section_id, video_index, base_likes, incremental_likes, views_per_increment, last_increment_view
         FROM engagement.artificial_likes ORDER BY section_id, video_index`,
    );
  const spec = (overrides: Record<string, unknown> = {}) => ({
    sectionId: videoId,
    videoIndex: 1,
    baseLikes: 1200,
    incrementalLikes: 34,
    viewsPerIncrement: 10,
    ...overrides,
  });

  it('lists nothing before anything is configured', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('saves the spec payload, ignoring the times and lastIncrementView the client sends, and answers the saved row', async () => {
    const answer = await save({
      ...spec(),
      lastIncrementView: 5000,
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
      id: 77,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number) as number,
      sectionId: videoId,
      videoIndex: 1,
      baseLikes: 1200,
      incrementalLikes: 34,
      viewsPerIncrement: 10,
      lastIncrementView: 0,
      createdAt: expect.stringMatching(ISO_TIME) as string,
      updatedAt: expect.stringMatching(ISO_TIME) as string,
    });
    expect(answer.body.id).not.toBe(77);
    expect(answer.body.createdAt.startsWith('2001')).toBe(false);
    expect(await rows()).toEqual([
      {
        section_id: videoId,
        video_index: 1,
        base_likes: 1200,
        incremental_likes: 34,
        views_per_increment: 10,
        last_increment_view: 0,
      },
    ]);
    expect((await list()).body).toEqual([answer.body]);
  });

  it("shows at once in the visitors' like total, with nothing cached to clear", async () => {
    await save(spec({ baseLikes: 500, incrementalLikes: 0 }));
    const state = await stack.request<LikeState>('GET', `/api/sections/${videoId}/likes?videoIndex=1`);
    expect(state.body).toEqual({ liked: false, totalLikes: 500 });
  });

  it('updates the one row of a video on a second save, keeping where its last step was', async () => {
    await stack.db.query(`UPDATE engagement.artificial_likes SET last_increment_view = 40 WHERE section_id = $1`, [videoId]);
    const first = (await list()).body[0];
    const answer = await save(spec({ baseLikes: 7, incrementalLikes: 3, viewsPerIncrement: 2 }));
    expect(answer.body).toMatchObject({ id: first?.id, baseLikes: 7, incrementalLikes: 3, viewsPerIncrement: 2, lastIncrementView: 40 });
    expect(answer.body.createdAt).toBe(first?.createdAt);
    expect(await rows()).toHaveLength(1);
  });

  it('starts a new video counting from the views so far, so old views add no steps', async () => {
    const view = () => stack.request('POST', '/api/analytics', { body: { event: 'profile_view' }, headers: { 'user-agent': FIREFOX } });
    for (let n = 0; n < 3; n += 1) expect((await view()).status).toBe(201);
    const { total } = await stack.db.queryOne<{ total: number }>(`SELECT total FROM engagement.profile_view_count`);
    const answer = await save(spec({ videoIndex: 0, baseLikes: 0, incrementalLikes: 0, viewsPerIncrement: 1 }));
    expect(answer.body.lastIncrementView).toBe(total);
    expect((await view()).status).toBe(201);
    expect(
      await stack.db.queryOne(`SELECT incremental_likes FROM engagement.artificial_likes WHERE section_id = $1 AND video_index = 0`, [
        videoId,
      ]),
    ).toEqual({
      incremental_likes: 1,
    });
  });

  it('configures a video of a hidden section too', async () => {
    const answer = await save(spec({ sectionId: hiddenVideoId, videoIndex: 0 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sectionId: hiddenVideoId, videoIndex: 0 });
  });

  it('answers 404 for a section that does not exist and 400 for a video the section does not have, storing nothing', async () => {
    const before = await rows();
    const missing = await save(spec({ sectionId: 424242 }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Section 424242 not found' });
    const pastLast = await save(spec({ videoIndex: 2 }));
    expect(pastLast.status).toBe(400);
    expect(pastLast.body).toMatchObject({ message: `videoIndex 2 does not exist: section ${videoId} has 2 videos` });
    const notVideo = await save(spec({ sectionId: textId, videoIndex: 0 }));
    expect(notVideo.status).toBe(400);
    expect(notVideo.body).toMatchObject({ message: `videoIndex 0 does not exist: section ${textId} has 0 videos` });
    expect(await rows()).toEqual(before);
  });

  it.each([
    [{ baseLikes: -1 }, 'baseLikes: must be a whole number of 0 or more'],
    [{ baseLikes: 1.5 }, 'baseLikes: must be a whole number of 0 or more'],
    [{ baseLikes: '10' }, 'baseLikes: must be a whole number of 0 or more'],
    [{ incrementalLikes: -3 }, 'incrementalLikes: must be a whole number of 0 or more'],
    [{ incrementalLikes: null }, 'incrementalLikes: must be a whole number of 0 or more'],
    [{ viewsPerIncrement: 0 }, 'viewsPerIncrement: must be a whole number of 1 or more'],
    [{ viewsPerIncrement: 2.5 }, 'viewsPerIncrement: must be a whole number of 1 or more'],
    [{ baseLikes: 2_000_000_000 }, 'baseLikes: must be at most 1000000000'],
    [{ videoIndex: -1 }, 'videoIndex: must be a whole number of 0 or more'],
    [{ sectionId: 'x' }, 'sectionId: must be a section id'],
    [{ viewsPerIncrement: undefined }, 'viewsPerIncrement: must be a whole number of 1 or more'],
  ])('refuses %j with 400 "%s", storing nothing', async (overrides, message) => {
    const before = await rows();
    const answer = await save(spec(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await rows()).toEqual(before);
  });

  it('is checked again in the engagement service', async () => {
    const before = await rows();
    const refused = await stack.app
      .get(RpcClient)
      .send(EngagementPatterns.saveArtificialLikes, spec({ baseLikes: -5 }) as never)
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(refused).toBe('baseLikes: must be a whole number of 0 or more');
    expect(await rows()).toEqual(before);
  });

  it('needs the owner for both calls (401), and stores nothing', async () => {
    const before = await rows();
    expect((await stack.request('GET', '/api/artificial-likes')).status).toBe(401);
    expect((await stack.request('POST', '/api/artificial-likes', { body: spec({ baseLikes: 1 }) })).status).toBe(401);
    expect(await rows()).toEqual(before);
  });
});
