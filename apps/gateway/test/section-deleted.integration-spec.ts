import { connect } from 'nats';
import { ProfileEvents, subjectOf, type LikeState } from '@stagelink/contracts';
import { workerStack } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

const VIDEOS = { videos: [{ title: 'One', url: 'https://youtu.be/9bZkp7q19f0' }] };

/** What the engagement and i18n services hold about each section, counted per table. */
const HELD = `
  SELECT s.id AS section_id,
         (SELECT count(*)::int FROM engagement.likes WHERE section_id = s.id) AS likes,
         (SELECT count(*)::int FROM engagement.like_totals WHERE section_id = s.id) AS like_totals,
         (SELECT count(*)::int FROM engagement.artificial_likes WHERE section_id = s.id) AS artificial_likes,
         (SELECT count(*)::int FROM i18n.section_content WHERE section_id = s.id) AS section_content
    FROM unnest($1::int[]) AS s(id) ORDER BY s.id`;

describe('deleting a section cleans up what other services hold about it (section-deleted)', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  /** A video section with a like, a total, configured likes and two translations. */
  async function sectionWithEverything(): Promise<number> {
    const id = await stack.addSection({ type: 'video', data: VIDEOS });
    const liked = await stack.request<LikeState>('POST', `/api/sections/${id}/like`, {
      body: { videoIndex: 0 },
      headers: { 'x-forwarded-for': `198.51.100.${id % 250}` },
    });
    expect(liked.body).toEqual({ liked: true, totalLikes: 1 });
    const configured = await stack.request('POST', '/api/artificial-likes', {
      body: { sectionId: id, videoIndex: 0, baseLikes: 10, incrementalLikes: 0, viewsPerIncrement: 5 },
      cookie,
    });
    expect(configured.status).toBe(200);
    await stack.db.query(
      `INSERT INTO i18n.section_content (section_id, language, title, data) VALUES ($1, 'en', 'Videos', '{}'), ($1, 'fr', 'Vidéos', '{}')`,
      [id],
    );
    return id;
  }

  const held = (ids: number[]) => stack.db.query(HELD, [ids]);
  const nothingHeld = (id: number) => ({ section_id: id, likes: 0, like_totals: 0, artificial_likes: 0, section_content: 0 });
  const allHeld = (id: number) => ({ section_id: id, likes: 1, like_totals: 1, artificial_likes: 1, section_content: 2 });

  /** The services act on the event after the delete answered: wait a little for them. */
  async function eventually(ids: number[], expected: unknown[]): Promise<void> {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if (JSON.stringify(await held(ids)) === JSON.stringify(expected)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await held(ids)).toEqual(expected);
  }

  it("drops the section's likes, like totals, configured likes and translations, and nothing of other sections", async () => {
    const deleted = await sectionWithEverything();
    const kept = await sectionWithEverything();
    expect(await held([deleted, kept])).toEqual([allHeld(deleted), allHeld(kept)]);

    const answer = await stack.request('DELETE', `/api/sections/${deleted}`, { cookie });
    expect(answer.status).toBe(200);

    await eventually([deleted, kept], [nothingHeld(deleted), allHeld(kept)]);
    // The kept section's likes still read as before.
    const state = await stack.request<LikeState>('GET', `/api/sections/${kept}/likes?videoIndex=0`);
    expect(state.body.totalLikes).toBe(11);
  });

  it('drops the rows of a section deleted however often the event comes, and nothing else', async () => {
    const kept = await sectionWithEverything();
    const gone = await sectionWithEverything();
    await stack.db.query('DELETE FROM profile.sections WHERE id = $1', [gone]);
    const nats = await connect({ servers: process.env.NATS_URL });
    try {
      const subject = subjectOf(ProfileEvents.sectionDeleted, workerStack().natsNamespace);
      for (let repeat = 0; repeat < 3; repeat += 1) nats.publish(subject, JSON.stringify({ pattern: subject, data: { sectionId: gone } }));
      await nats.flush();
    } finally {
      await nats.close();
    }
    await eventually([kept, gone], [allHeld(kept), nothingHeld(gone)]);
  });

  it('ignores a malformed event, keeping every row', async () => {
    const kept = await sectionWithEverything();
    const nats = await connect({ servers: process.env.NATS_URL });
    try {
      const subject = subjectOf(ProfileEvents.sectionDeleted, workerStack().natsNamespace);
      nats.publish(subject, JSON.stringify({ data: { sectionId: 'all' } }));
      nats.publish(subject, JSON.stringify({ data: {} }));
      await nats.flush();
    } finally {
      await nats.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await held([kept])).toEqual([allHeld(kept)]);
    // Both services are still there, and still act on a good event.
    expect((await stack.request('GET', `/api/sections/${kept}/likes?videoIndex=0`)).status).toBe(200);
    expect((await stack.request('DELETE', `/api/sections/${kept}`, { cookie })).status).toBe(200);
    await eventually([kept], [nothingHeld(kept)]);
  });
});
