import type { AdminLikes, ArtificialLikes, LikeState } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';
import { FIREFOX, GOOGLEBOT } from './support/user-agents';

const VIDEOS = {
  videos: [
    { title: 'One', url: 'https://youtu.be/9bZkp7q19f0' },
    { title: 'Two', url: 'https://youtu.be/dQw4w9WgXcQ' },
  ],
};

/**
 * A distinct visitor per address (the gateway trusts the test's proxy, TRUSTED_PROXIES), in a
 * browser: without a browser's user agent a view is a bot's, which steps nothing (D-76).
 */
const visitor = (n: number, userAgent = FIREFOX) => ({ 'x-forwarded-for': `198.51.100.${n}`, 'user-agent': userAgent });

describe("the owner's Likes tab: GET /api/admin/likes, and configured likes stepping with profile views", () => {
  let stack: TestStack;
  let cookie: string;
  let shownId: number;
  let hiddenId: number;

  beforeAll(async () => {
    stack = await TestStack.start({
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_LIKES_PER_MINUTE: '100000',
    });
    cookie = await stack.login();
    shownId = await stack.addSection({ type: 'video', title: 'Live', data: VIDEOS, order: 0 });
    await stack.addSection({ type: 'text', data: { content: 'hi' }, order: 1 });
    hiddenId = await stack.addSection({
      type: 'video',
      title: 'Backstage',
      data: { videos: [VIDEOS.videos[0]] },
      isVisible: false,
      order: 2,
    });
  });
  afterAll(() => stack?.stop());

  const read = () => stack.request<AdminLikes>('GET', '/api/admin/likes', { cookie });
  const save = (body: Record<string, unknown>) => stack.request<ArtificialLikes>('POST', '/api/artificial-likes', { body, cookie });
  const like = (sectionId: number, videoIndex: number, n: number) =>
    stack.request<LikeState>('POST', `/api/sections/${sectionId}/like`, { body: { videoIndex }, headers: visitor(n) });
  const view = (n: number, userAgent?: string) =>
    stack.request('POST', '/api/analytics', { body: { event: 'profile_view' }, headers: visitor(n, userAgent) });
  const configuredRow = (sectionId: number, videoIndex: number) =>
    stack.db.queryOne<{ base_likes: number; incremental_likes: number; last_increment_view: number }>(
      `SELECT base_likes, incremental_likes, last_increment_view FROM engagement.artificial_likes WHERE section_id = $1 AND video_index = $2`,
      [sectionId, videoIndex],
    );
  const viewCount = async () => (await stack.db.queryOne<{ total: number }>(`SELECT total FROM engagement.profile_view_count`)).total;

  it('needs the owner (401)', async () => {
    const answer = await stack.request('GET', '/api/admin/likes');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'You need to log in as the admin to do this.' });
  });

  it('lists every video of every video section, hidden ones too, with the defaults before anything is set', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    const untouched = { realLikes: 0, baseLikes: 0, incrementalLikes: 0, viewsPerIncrement: 10, lastIncrementView: null, totalLikes: 0 };
    expect(answer.body).toEqual({
      profileViews: 0,
      sections: [
        {
          sectionId: shownId,
          title: 'Live',
          isVisible: true,
          videos: [
            { videoIndex: 0, title: 'One', ...untouched },
            { videoIndex: 1, title: 'Two', ...untouched },
          ],
        },
        { sectionId: hiddenId, title: 'Backstage', isVisible: false, videos: [{ videoIndex: 0, title: 'One', ...untouched }] },
      ],
    });
  });

  it("shows real and configured likes apart, and a total equal to the visitors' count", async () => {
    for (const n of [1, 2, 3]) expect((await like(shownId, 1, n)).status).toBe(200);
    expect((await save({ sectionId: shownId, videoIndex: 1, baseLikes: 1200, incrementalLikes: 4, viewsPerIncrement: 7 })).status).toBe(
      200,
    );
    expect((await save({ sectionId: hiddenId, videoIndex: 0, baseLikes: 9, incrementalLikes: 0, viewsPerIncrement: 1 })).status).toBe(200);

    const { body } = await read();
    expect(body.sections[0]?.videos[1]).toEqual({
      videoIndex: 1,
      title: 'Two',
      realLikes: 3,
      baseLikes: 1200,
      incrementalLikes: 4,
      viewsPerIncrement: 7,
      lastIncrementView: 0,
      totalLikes: 1207,
    });
    expect(body.sections[0]?.videos[0]).toMatchObject({ realLikes: 0, totalLikes: 0, lastIncrementView: null });
    expect(body.sections[1]?.videos[0]).toMatchObject({ realLikes: 0, baseLikes: 9, totalLikes: 9 });
    const seen = await stack.request<LikeState>('GET', `/api/sections/${shownId}/likes?videoIndex=1`, { headers: visitor(99) });
    expect(seen.body.totalLikes).toBe(1207);
  });

  it("counts 50 concurrent visitors' profile views once each, adding exactly 5 likes at 10 views per increment; bots' views add nothing", async () => {
    await save({ sectionId: shownId, videoIndex: 0, baseLikes: 50, incrementalLikes: 0, viewsPerIncrement: 10 });
    const viewsBefore = await viewCount();
    const before = await configuredRow(shownId, 0);

    // Googlebot's views come among the visitors' at the same moment.
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, n) => view(n + 1)),
      ...Array.from({ length: 15 }, (_, n) => view(200 + n, GOOGLEBOT)),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await viewCount()).toBe(viewsBefore + 50);
    const after = await configuredRow(shownId, 0);
    expect(after.incremental_likes - before.incremental_likes).toBe(5);
    expect(after.last_increment_view).toBe(before.last_increment_view + 50);
    const { body } = await read();
    expect(body.profileViews).toBe(viewsBefore + 50);
    expect(body.sections[0]?.videos[0]).toMatchObject({ baseLikes: 50, incrementalLikes: 5, lastIncrementView: after.last_increment_view });
    // The bots' views are stored, to be shown apart, and counted nowhere else.
    expect(await stack.db.query(`SELECT count(*)::int AS bots FROM engagement.analytics WHERE event = 'profile_view' AND is_bot`)).toEqual([
      { bots: 15 },
    ]);
  });

  it('steps nothing on views from bots alone', async () => {
    const viewsBefore = await viewCount();
    const before = await configuredRow(shownId, 0);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => view(n + 1, GOOGLEBOT)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await viewCount()).toBe(viewsBefore);
    expect(await configuredRow(shownId, 0)).toEqual(before);
  });

  it("keeps every step when the owner changes the base meanwhile, the form's incremental count unchanged", async () => {
    const loaded = (await read()).body.sections[0]?.videos[0];
    if (!loaded) throw new Error('no video');
    const ownerSave = (baseLikes: number) =>
      save({
        sectionId: shownId,
        videoIndex: 0,
        baseLikes,
        incrementalLikes: loaded.incrementalLikes,
        loadedIncrementalLikes: loaded.incrementalLikes,
        viewsPerIncrement: 10,
      });

    // Five rounds of ten visitors viewing the profile at once while the owner saves a new base.
    for (let round = 0; round < 5; round += 1) {
      const [views, saved] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, (_, n) => view(100 + round * 10 + n))),
        ownerSave(60 + round),
      ]);
      expect(views.every((answer) => answer.status === 201)).toBe(true);
      expect(saved.status).toBe(200);
    }

    const after = await configuredRow(shownId, 0);
    expect(after.incremental_likes).toBe(loaded.incrementalLikes + 5);
    expect(after.base_likes).toBe(64);
    expect((await ownerSave(70)).body).toMatchObject({ baseLikes: 70, incrementalLikes: loaded.incrementalLikes + 5 });
  });

  it("sets the incremental count the owner typed, and the spec's payload without the loaded count replaces it", async () => {
    const typed = await save({
      sectionId: shownId,
      videoIndex: 0,
      baseLikes: 70,
      incrementalLikes: 2,
      loadedIncrementalLikes: 10,
      viewsPerIncrement: 10,
    });
    expect(typed.body).toMatchObject({ incrementalLikes: 2 });
    const specPayload = await save({ sectionId: shownId, videoIndex: 0, baseLikes: 70, incrementalLikes: 0, viewsPerIncrement: 10 });
    expect(specPayload.body).toMatchObject({ incrementalLikes: 0 });
    expect(await configuredRow(shownId, 0)).toMatchObject({ base_likes: 70, incremental_likes: 0 });
  });

  it('refuses a loaded count that is not a whole number of 0 or more, changing nothing', async () => {
    const before = await configuredRow(shownId, 0);
    const answer = await save({
      sectionId: shownId,
      videoIndex: 0,
      baseLikes: 1,
      incrementalLikes: 1,
      loadedIncrementalLikes: -1,
      viewsPerIncrement: 10,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'loadedIncrementalLikes: must be a whole number of 0 or more' });
    expect(await configuredRow(shownId, 0)).toEqual(before);
  });
});
