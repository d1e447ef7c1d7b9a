import { NOT_YOUTUBE_MESSAGE, ProfilePatterns, type Section } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { initialStateOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

const VIDEO = { videos: [{ title: 'Live', url: 'https://youtu.be/9bZkp7q19f0', thumbnail: '' }] };

describe("the owner's section calls", () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  beforeEach(async () => {
    await stack.db.query('DELETE FROM profile.sections');
  });

  const call = <T = Section>(method: string, path: string, body?: unknown) => stack.request<T>(method, path, { body, cookie });
  const create = async (section: Record<string, unknown>) => {
    const answer = await call('POST', '/api/sections', section);
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const stored = () =>
    stack.db.query<{ id: number; type: string; title: string; data: unknown; order: number; is_visible: boolean }>(
      `SELECT id, type, title, data, "order", is_visible FROM profile.sections ORDER BY "order", id`,
    );
  const visitorTitles = async () => (await stack.request<Section[]>('GET', '/api/sections')).body.map((section) => section.title);
  const pageTitles = async () => {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    return initialStateOf(html).sections.map((section) => section.title);
  };
  const ids = (sections: Section[]) => sections.map((section) => section.id);

  describe('POST /api/sections', () => {
    it('creates a section with its checked data, order 999 by default, and the next visitor sees it', async () => {
      expect(await visitorTitles()).toEqual([]);
      expect(await pageTitles()).toEqual([]);
      const answer = await call('POST', '/api/sections', {
        type: 'text',
        title: ' About ',
        data: { content: 'Hello', longContent: 'Hello, at length', alignment: 'center', script: '<b>dropped</b>' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        id: expect.any(Number) as number,
        profileId: expect.any(Number) as number,
        type: 'text',
        title: 'About',
        data: { content: 'Hello', longContent: 'Hello, at length', alignment: 'center' },
        order: 999,
        isVisible: true,
        visibleFrom: null,
        visibleUntil: null,
      });
      expect(await stored()).toEqual([
        { id: answer.body.id, type: 'text', title: 'About', data: answer.body.data, order: 999, is_visible: true },
      ]);
      expect(await visitorTitles()).toEqual(['About']);
      expect(await pageTitles()).toEqual(['About']);
    });

    it('keeps a hidden new section from visitors, and lists it to the owner', async () => {
      const hidden = await create({ type: 'video', title: 'Soon', data: VIDEO, order: 3, isVisible: false });
      expect(hidden).toMatchObject({ order: 3, isVisible: false, data: VIDEO });
      expect(await visitorTitles()).toEqual([]);
      expect((await call<Section[]>('GET', '/api/sections')).body.map((section) => section.title)).toEqual(['Soon']);
    });

    it.each([
      [{ type: 'text', data: {} }, 'Title is required'],
      [{ type: 'text', title: '   ' }, 'Title is required'],
      [{ type: 'text', title: 'x'.repeat(256) }, 'Title must be at most 255 characters'],
      [{ type: 'text', title: 7 }, 'Title must be text'],
      [
        { type: 'movie', title: 'A' },
        'type: type must be one of video, image, book, collaboration, text, tiktok, spotify, instagram, newsletter, applemusic, custom, tour',
      ],
      [{ type: 'custom', title: 'A', data: { url: 'javascript:alert(1)' } }, 'data.url: must be an http, https, mailto or tel link'],
      [
        { type: 'book', title: 'A', data: { link: 'data:text/html,<script>1</script>' } },
        'data.link: must be an http, https, mailto or tel link',
      ],
      [
        { type: 'video', title: 'A', data: { videos: [{ title: 'x', url: 'mailto:a@b.c' }] } },
        'data.videos[0].url: must be an http or https link',
      ],
      [{ type: 'video', title: 'A', data: { videos: [{ title: 'x', url: 'https://vimeo.com/76979871' }] } }, NOT_YOUTUBE_MESSAGE],
      [{ type: 'text', title: 'A', data: 'hello' }, 'data: data must be an object'],
      [{ type: 'text', title: 'A', isVisible: 'yes' }, 'isVisible: must be true or false'],
      [{ type: 'text', title: 'A', order: -1 }, expect.stringContaining('order') as string],
    ])('refuses %j with 400 "%s", storing nothing', async (body, message) => {
      const answer = await call('POST', '/api/sections', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await stored()).toEqual([]);
    });
  });

  describe('PUT /api/sections/{id}', () => {
    it('changes title and data, drops unknown data fields, and the next visitor sees it', async () => {
      const section = await create({ type: 'text', title: 'About', data: { content: 'Old' } });
      expect(await visitorTitles()).toEqual(['About']);
      const answer = await call('PUT', `/api/sections/${section.id}`, {
        type: 'text',
        title: 'About me',
        data: { content: 'New', onclick: 'x' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...section, title: 'About me', data: { content: 'New', longContent: '', alignment: 'left' } });
      expect(await stored()).toMatchObject([{ title: 'About me', data: { content: 'New', longContent: '', alignment: 'left' } }]);
      expect(await visitorTitles()).toEqual(['About me']);
      expect(await pageTitles()).toEqual(['About me']);
    });

    it('completes a link typed without https:// and stores it completed (D-110)', async () => {
      const section = await create({ type: 'custom', title: 'Shop', data: { url: 'shop.example/cd' } });
      expect(section.data).toMatchObject({ url: 'https://shop.example/cd' });
      expect(await stored()).toMatchObject([{ data: { url: 'https://shop.example/cd' } }]);
    });

    it('checks data sent alone against the stored type', async () => {
      const section = await create({ type: 'custom', title: 'Shop', data: { url: 'https://shop.example' } });
      const refused = await call('PUT', `/api/sections/${section.id}`, { data: { url: 'javascript:alert(1)' } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'data.url: must be an http, https, mailto or tel link' });
      expect(await stored()).toMatchObject([{ data: { url: 'https://shop.example' } }]);
    });

    it('checks the data against the new type when the type changes, keeping what that type has', async () => {
      const section = await create({ type: 'tiktok', title: 'Me', data: { username: 'mara', url: 'https://tiktok.com/@mara' } });
      const moved = await call('PUT', `/api/sections/${section.id}`, { type: 'instagram' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ type: 'instagram', data: { username: 'mara', url: 'https://tiktok.com/@mara' } });
      const text = await create({ type: 'text', title: 'Words', data: { content: 'Hello' } });
      const toVideo = await call('PUT', `/api/sections/${text.id}`, { type: 'video' });
      expect(toVideo.body).toMatchObject({ type: 'video', data: { videos: [] } });
      const refused = await call('PUT', `/api/sections/${section.id}`, { type: 'book', data: { link: 'javascript:x' } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'data.link: must be an http, https, mailto or tel link' });
      expect(await stored()).toMatchObject([
        { type: 'instagram', data: { username: 'mara', url: 'https://tiktok.com/@mara' } },
        { type: 'video', data: { videos: [] } },
      ]);
    });

    const image = (n: number) => ({ url: `https://images.example/${n}.jpg`, alt: `Photo ${n}`, link: '' });
    const service = { icon: 'camera', name: 'Video', description: '', color: 'blue' };
    it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
      ['text', { content: 'Hi' }, { content: 'x'.repeat(20_001) }, 'data.content: must be at most 20000 characters'],
      ['text', { content: 'Hi' }, { longContent: 'x'.repeat(20_001) }, 'data.longContent: must be at most 20000 characters'],
      ['book', { description: 'Out now.' }, { description: 'x'.repeat(20_001) }, 'data.description: must be at most 20000 characters'],
      [
        'image',
        { images: [image(1)] },
        { images: Array.from({ length: 51 }, (_, n) => image(n)) },
        'data.images: Too big: expected array to have <=50 items',
      ],
      [
        'video',
        VIDEO,
        { videos: Array.from({ length: 51 }, () => VIDEO.videos[0]) },
        'data.videos: Too big: expected array to have <=50 items',
      ],
      [
        'collaboration',
        { services: [service] },
        { services: Array.from({ length: 21 }, () => service) },
        'data.services: Too big: expected array to have <=20 items',
      ],
      [
        'video',
        VIDEO,
        { videos: [{ ...VIDEO.videos[0], title: 'x'.repeat(256) }] },
        'data.videos[0].title: must be at most 255 characters',
      ],
      ['spotify', { artistName: 'Mara' }, { artistName: 'x'.repeat(256) }, 'data.artistName: must be at most 255 characters'],
      ['tiktok', { username: 'mara' }, { username: 'x'.repeat(101) }, 'data.username: must be at most 100 characters'],
    ])('refuses a %s section over its limits (%#) with 400, leaving it as stored', async (type, data, refused, message) => {
      await create({ type, title: 'Kept', data });
      const before = await stored();
      const answer = await call('PUT', `/api/sections/${before[0]?.id}`, { type, title: 'Changed', data: refused });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await stored()).toEqual(before);
    });

    it("hides and shows a section with isVisible alone (the list's eye), keeping its data", async () => {
      const section = await create({ type: 'text', title: 'About', data: { content: 'Kept' } });
      const hidden = await call('PUT', `/api/sections/${section.id}`, { isVisible: false });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({ ...section, isVisible: false });
      expect(await visitorTitles()).toEqual([]);
      expect(await pageTitles()).toEqual([]);
      const shown = await call('PUT', `/api/sections/${section.id}`, { isVisible: true });
      expect(shown.body).toEqual(section);
      expect(await visitorTitles()).toEqual(['About']);
    });

    it('answers 404 for a missing or malformed id and 400 for an empty body', async () => {
      expect((await call('PUT', '/api/sections/424242', { title: 'X' })).body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Section 424242 not found',
      });
      expect((await call('PUT', '/api/sections/1.5', { title: 'X' })).status).toBe(404);
      const section = await create({ type: 'text', title: 'About' });
      const empty = await call('PUT', `/api/sections/${section.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'Send at least one of type, title, data, isVisible, visibleFrom or visibleUntil' });
      expect((await call('PUT', `/api/sections/${section.id}`, { title: '' })).body).toMatchObject({ message: 'Title is required' });
    });
  });

  describe('DELETE /api/sections/{id}', () => {
    it('deletes the section, and the next visitor no longer sees it', async () => {
      const kept = await create({ type: 'text', title: 'Kept' });
      const gone = await create({ type: 'text', title: 'Gone' });
      expect(await visitorTitles()).toEqual(['Kept', 'Gone']);
      const answer = await call('DELETE', `/api/sections/${gone.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ deleted: true });
      expect((await stored()).map((row) => row.id)).toEqual([kept.id]);
      expect(await visitorTitles()).toEqual(['Kept']);
      expect(await pageTitles()).toEqual(['Kept']);
      expect((await call('DELETE', `/api/sections/${gone.id}`)).status).toBe(404);
    });
  });

  describe('POST /api/sections/{id}/duplicate', () => {
    it('places the copy right after its original, titled " (copy)", with the same data, and renumbers', async () => {
      const first = await create({ type: 'text', title: 'First', order: 0 });
      const video = await create({ type: 'video', title: 'Videos', data: VIDEO, order: 1, isVisible: false });
      const last = await create({ type: 'text', title: 'Last', order: 2 });
      const answer = await call('POST', `/api/sections/${video.id}/duplicate`);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ ...video, id: expect.any(Number) as number, title: 'Videos (copy)', order: 2 });
      expect(answer.body.id).not.toBe(video.id);
      expect((await stored()).map(({ id, order }) => [id, order])).toEqual([
        [first.id, 0],
        [video.id, 1],
        [answer.body.id, 2],
        [last.id, 3],
      ]);
    });

    it('keeps the copied title within 255 characters', async () => {
      const long = await create({ type: 'text', title: 'T'.repeat(255) });
      const copy = await call('POST', `/api/sections/${long.id}/duplicate`);
      expect(copy.body.title).toBe(`${'T'.repeat(248)} (copy)`);
      expect(copy.body.title).toHaveLength(255);
    });

    it('shows a visible copy to the next visitor, and answers 404 for a missing section', async () => {
      const about = await create({ type: 'text', title: 'About' });
      expect(await visitorTitles()).toEqual(['About']);
      await call('POST', `/api/sections/${about.id}/duplicate`);
      expect(await visitorTitles()).toEqual(['About', 'About (copy)']);
      const missing = await call('POST', '/api/sections/424242/duplicate');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Section 424242 not found' });
      expect(await stored()).toHaveLength(2);
    });
  });

  describe('PUT /api/sections/reorder', () => {
    let a: Section;
    let b: Section;
    let c: Section;

    beforeEach(async () => {
      a = await create({ type: 'text', title: 'A', order: 5 });
      b = await create({ type: 'text', title: 'B', order: 999, isVisible: false });
      c = await create({ type: 'text', title: 'C', order: 999 });
    });

    it('takes the whole new order, renumbers 0..n-1, answers every section in order, and the visitor sees it', async () => {
      expect(await visitorTitles()).toEqual(['A', 'C']);
      const answer = await call<Section[]>('PUT', '/api/sections/reorder', { sectionIds: [c.id, a.id, b.id] });
      expect(answer.status).toBe(200);
      expect(answer.body.map(({ id, order, title }) => ({ id, order, title }))).toEqual([
        { id: c.id, order: 0, title: 'C' },
        { id: a.id, order: 1, title: 'A' },
        { id: b.id, order: 2, title: 'B' },
      ]);
      expect((await stored()).map(({ id, order }) => [id, order])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      expect(await visitorTitles()).toEqual(['C', 'A']);
      expect(await pageTitles()).toEqual(['C', 'A']);
    });

    it('moves one section with { sectionId, newOrder }, a position past the end meaning last', async () => {
      const moved = await call<Section[]>('PUT', '/api/sections/reorder', { sectionId: c.id, newOrder: 0 });
      expect(moved.status).toBe(200);
      expect(ids(moved.body)).toEqual([c.id, a.id, b.id]);
      expect(moved.body.map((section) => section.order)).toEqual([0, 1, 2]);
      expect(ids((await call<Section[]>('PUT', '/api/sections/reorder', { sectionId: c.id, newOrder: 1000 })).body)).toEqual([
        a.id,
        b.id,
        c.id,
      ]);
      expect(await visitorTitles()).toEqual(['A', 'C']);
    });

    it.each<[() => unknown, number, () => string]>([
      [
        () => ({ sectionIds: [a.id, b.id] }),
        409,
        () => `sectionIds must list every section exactly once (missing ${c.id}). Reload the sections and try again.`,
      ],
      [
        () => ({ sectionIds: [a.id, b.id, c.id, 424242] }),
        409,
        () => 'sectionIds must list every section exactly once (not sections: 424242). Reload the sections and try again.',
      ],
      [() => ({ sectionIds: [a.id, a.id, b.id, c.id] }), 400, () => 'sectionIds: sectionIds must not repeat a section'],
      [() => ({ sectionIds: [] }), 400, () => 'sectionIds: must list the sections in their new order'],
      [() => ({ sectionIds: [a.id, 'b'] }), 400, () => 'sectionIds[1]: must be a number'],
      [() => ({ sectionId: 424242, newOrder: 0 }), 404, () => 'Section 424242 not found'],
      [() => ({ sectionId: a.id, newOrder: -1 }), 400, () => 'newOrder: must be 0 or more'],
      [() => ({ sectionId: a.id }), 400, () => 'Send sectionIds (the whole order), or sectionId and newOrder'],
      [() => ({ order: [a.id] }), 400, () => 'Send sectionIds (the whole order), or sectionId and newOrder'],
    ])('refuses a wrong order (%#) with its status and message, changing nothing', async (body, status, message) => {
      const before = await stored();
      const answer = await call('PUT', '/api/sections/reorder', body());
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ statusCode: status, message: message() });
      expect(await stored()).toEqual(before);
    });
  });

  it('checks the section messages again in the profile service', async () => {
    const send = (pattern: (typeof ProfilePatterns)[keyof typeof ProfilePatterns], message: unknown) =>
      stack.app
        .get(RpcClient)
        .send(pattern, message as never)
        .then(
          () => 'accepted',
          (error: Error) => error.message,
        );
    expect(await send(ProfilePatterns.createSection, { type: 'custom', title: 'A', data: { url: 'javascript:1' } })).toBe(
      'data.url: must be an http, https, mailto or tel link',
    );
    expect(await send(ProfilePatterns.deleteSection, { id: 0 })).toMatch(/^id: /);
    expect(await send(ProfilePatterns.updateSection, { id: 1, changes: { title: '' } })).toBe('Title is required');
    expect(await stored()).toEqual([]);
  });

  it('refuses every section write without the owner (401), changing nothing', async () => {
    const section = await create({ type: 'text', title: 'About' });
    const before = await stored();
    const writes: [string, string, unknown][] = [
      ['POST', '/api/sections', { type: 'text', title: 'X' }],
      ['PUT', `/api/sections/${section.id}`, { title: 'X' }],
      ['PUT', '/api/sections/reorder', { sectionIds: [section.id] }],
      ['DELETE', `/api/sections/${section.id}`, undefined],
      ['POST', `/api/sections/${section.id}/duplicate`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect({ method, path, status: (await stack.request(method, path, { body })).status }).toEqual({ method, path, status: 401 });
    }
    expect(await stored()).toEqual(before);
  });
});
