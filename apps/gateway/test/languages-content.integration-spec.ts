import {
  LANGUAGES,
  SECTION_CHANGED,
  type ProfileContent,
  type SectionContent,
  type Translation,
  type TranslationProviderStatus,
} from '@stagelink/contracts';
import { workerStack } from '@stagelink/testing';
import { RedisConnection } from '../src/common/redis.module';
import { TestStack } from './support/test-stack';
import { translationJobCounts } from './support/translation-queue';

/** The owner's words per language: every content and translation call of spec section 7, without a provider. */
describe('translated content calls', () => {
  let stack: TestStack;
  let cookie: string;
  let profileId: number;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
    profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
  });
  afterAll(() => stack?.stop());

  const owner = <T>(method: string, path: string, body?: unknown) => stack.request<T>(method, path, { body, cookie });
  /** Each image's description in the served page, by its address. */
  const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const altsOf = (html: string) =>
    Object.fromEntries([...html.matchAll(/<img [^>]*>/g)].map(([tag]) => [attribute(tag, 'src'), attribute(tag, 'alt')]));
  const visitor = <T>(path: string) => stack.request<T>('GET', path);
  const redis = () => stack.app.get(RedisConnection).client;

  describe('profile content', () => {
    it('answers empty fields for a language nobody translated, in both the path and the query form', async () => {
      const byPath = await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`);
      expect(byPath.status).toBe(200);
      expect(byPath.body).toMatchObject({ profileId, language: 'es', name: '', description: '', origins: {}, updatedAt: null });
      const byQuery = await visitor<ProfileContent>(`/api/profile-content?profileId=${profileId}&language=es`);
      expect(byQuery.body).toEqual(byPath.body);
    });

    it('refuses a language outside the ten with 400, and an unknown profile with 404', async () => {
      const wrong = await visitor<{ message: string }>(`/api/profile-content/${profileId}/xx`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(`language must be one of ${LANGUAGES.join(', ')}`);
      expect((await visitor(`/api/profile-content?profileId=${profileId}`)).status).toBe(400);
      expect((await visitor(`/api/profile-content/${profileId + 1}/es`)).status).toBe(404);
      expect((await owner('PUT', `/api/profile-content/${profileId}/xx`, { name: 'X' })).status).toBe(400);
      expect((await owner('PUT', `/api/profile-content/${profileId + 1}/es`, { name: 'X' })).status).toBe(404);
    });

    it("saves the owner's Spanish name and description, and the very next visitor read shows them", async () => {
      // A visitor's read fills the cache first; the write must clear it.
      expect((await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`)).body.name).toBe('');
      const saved = await owner<ProfileContent>('PUT', `/api/profile-content/${profileId}/es`, {
        name: ' Artista ',
        description: 'Cantante\ny productora',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        name: 'Artista',
        description: 'Cantante\ny productora',
        origins: { name: 'owner', description: 'owner' },
      });
      const read = await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`);
      expect(read.body).toMatchObject({ name: 'Artista', description: 'Cantante\ny productora' });
      expect(
        await stack.db.query(`SELECT name, description, language FROM i18n.profile_content WHERE profile_id = $1`, [profileId]),
      ).toEqual([{ name: 'Artista', description: 'Cantante\ny productora', language: 'es' }]);
    });

    it("keeps visitors' reads in Redis for 2 minutes", async () => {
      await visitor(`/api/profile-content/${profileId}/es`);
      const ttl = await redis().ttl('cache:i18n:content');
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
    });

    it('changes only the fields sent; an empty one removes its translation; bad input changes nothing', async () => {
      await owner('PUT', `/api/profile-content/${profileId}/es`, { description: '' });
      expect((await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`)).body).toMatchObject({
        name: 'Artista',
        description: '',
        origins: { name: 'owner' },
      });
      const tooLong = await owner<{ message: string }>('PUT', `/api/profile-content/${profileId}/es`, { name: 'x'.repeat(256) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('name: must be at most 255 characters');
      expect((await owner('PUT', `/api/profile-content/${profileId}/es`, {})).status).toBe(400);
      expect((await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`)).body.name).toBe('Artista');
    });

    it('lets only the owner write', async () => {
      const answer = await stack.request('PUT', `/api/profile-content/${profileId}/es`, { body: { name: 'Hacked' } });
      expect(answer.status).toBe(401);
      expect((await visitor<ProfileContent>(`/api/profile-content/${profileId}/es`)).body.name).toBe('Artista');
    });
  });

  describe('section content', () => {
    let textId: number;
    let hiddenId: number;

    beforeAll(async () => {
      textId = await stack.addSection({
        type: 'text',
        title: 'Chi sono',
        data: { content: 'Breve', longContent: 'Lungo', alignment: 'left' },
      });
      hiddenId = await stack.addSection({
        type: 'video',
        title: 'Nascosta',
        isVisible: false,
        data: { videos: [{ title: 'Live', url: 'https://youtu.be/9bZkp7q19f0' }] },
      });
    });

    it("saves a Spanish title and texts, keeping only the type's texts", async () => {
      const saved = await owner<SectionContent>('PUT', `/api/section-content/${textId}/es`, {
        title: 'Quién soy',
        data: { content: 'Corto', alignment: 'right', script: 'dropped' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ sectionId: textId, language: 'es', title: 'Quién soy', data: { content: 'Corto' } });
      expect(saved.body.origins).toEqual({ title: 'owner', 'data.content': 'owner' });
      const [row] = await stack.db.query<{ data: unknown }>(`SELECT data FROM i18n.section_content WHERE section_id = $1`, [textId]);
      expect(row?.data).toEqual({ content: 'Corto' });
    });

    it("checks a translation's texts with the section type's own limits", async () => {
      const tooLong = await owner<{ message: string }>('PUT', `/api/section-content/${textId}/es`, {
        data: { content: 'x'.repeat(20_001) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('data.content: must be at most 20000 characters');
      const notText = await owner<{ message: string }>('PUT', `/api/section-content/${textId}/es`, { data: { longContent: 3 } });
      expect(notText.status).toBe(400);
      expect(notText.body.message).toBe('data.longContent: must be text');
      expect((await owner('PUT', `/api/section-content/${textId}/xx`, { title: 'X' })).status).toBe(400);
      expect((await owner('PUT', `/api/section-content/999999/es`, { title: 'X' })).status).toBe(404);
    });

    it('translates list items field by field, each tied to the original text it translates', async () => {
      const saved = await owner<SectionContent>('PUT', `/api/section-content/${hiddenId}/es`, {
        data: { videos: [{ title: 'En vivo', url: 'https://evil.example' }] },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ videos: [{ title: 'En vivo', original: { title: 'Live' } }] });
    });

    it("refuses, with 409, a list item's translation written for an item that has changed since", async () => {
      const stale = await owner<{ message: string }>('PUT', `/api/section-content/${hiddenId}/es`, {
        data: { videos: [{ title: 'Concierto', original: { title: 'Concert' } }] },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(SECTION_CHANGED);
      expect((await owner<SectionContent>('GET', `/api/section-content/${hiddenId}/es`)).body.data).toEqual({
        videos: [{ title: 'En vivo', original: { title: 'Live' } }],
      });
    });

    it('lists the Spanish content of visible sections to visitors, in both forms, and all of it to the owner', async () => {
      const byPath = await visitor<SectionContent[]>('/api/section-contents/es');
      expect(byPath.body.map((content) => [content.sectionId, content.title])).toEqual([[textId, 'Quién soy']]);
      expect((await visitor<SectionContent[]>('/api/section-contents?language=es')).body).toEqual(byPath.body);
      const owners = await owner<SectionContent[]>('GET', '/api/section-contents/es');
      expect(owners.body.map((content) => content.sectionId).sort()).toEqual([textId, hiddenId].sort());
      expect((await visitor('/api/section-contents/xx')).status).toBe(400);
      expect((await visitor('/api/section-contents')).status).toBe(400);
    });

    it("answers one section's content, hidden ones to the owner only", async () => {
      expect((await visitor<SectionContent>(`/api/section-content/${textId}/es`)).body.title).toBe('Quién soy');
      expect((await visitor<SectionContent>(`/api/section-content/${textId}/fr`)).body).toMatchObject({ title: '', data: {} });
      expect((await visitor(`/api/section-content/${hiddenId}/es`)).status).toBe(404);
      expect((await owner<SectionContent>('GET', `/api/section-content/${hiddenId}/es`)).body.data).toEqual({
        videos: [{ title: 'En vivo', original: { title: 'Live' } }],
      });
    });

    it("keeps each image's translated description on its image after the owner reorders them, and shows the original of one changed since", async () => {
      const images = [
        { url: 'https://example.com/stage.jpg', alt: 'Sul palco' },
        { url: 'https://example.com/studio.jpg', alt: 'In studio' },
      ];
      const galleryId = await stack.addSection({ type: 'image', title: 'Galleria', data: { images } });
      const saved = await owner('PUT', `/api/section-content/${galleryId}/es`, {
        data: { images: [{ alt: 'En el escenario' }, { alt: 'En el estudio' }] },
      });
      expect(saved.status).toBe(200);
      const altsInSpanish = async () => altsOf(await (await fetch(`${stack.baseUrl}/?lang=es`)).text());
      expect(await altsInSpanish()).toMatchObject({ 'https://example.com/stage.jpg': 'En el escenario' });

      const [stage, studio] = images;
      expect((await owner('PUT', `/api/sections/${galleryId}`, { data: { images: [studio, stage] } })).status).toBe(200);
      expect(await altsInSpanish()).toMatchObject({
        'https://example.com/studio.jpg': 'En el estudio',
        'https://example.com/stage.jpg': 'En el escenario',
      });

      const renamed = { ...stage, alt: 'Sul palco a Milano' };
      expect((await owner('PUT', `/api/sections/${galleryId}`, { data: { images: [studio, renamed] } })).status).toBe(200);
      expect(await altsInSpanish()).toMatchObject({
        'https://example.com/studio.jpg': 'En el estudio',
        'https://example.com/stage.jpg': 'Sul palco a Milano',
      });
    });
  });

  describe('interface translations', () => {
    it('starts empty; init-defaults fills every built-in string in all ten languages', async () => {
      expect((await visitor<Translation[]>('/api/translations')).body).toEqual([]);
      const answer = await owner<{ keys: number; filled: number }>('POST', '/api/translations/init-defaults');
      expect(answer.status).toBe(200);
      expect(answer.body.keys).toBeGreaterThan(50);
      const list = (await visitor<Translation[]>('/api/translations')).body;
      expect(list).toHaveLength(answer.body.keys);
      const title = list.find((translation) => translation.key === 'booking.open');
      expect(Object.keys(title?.translations ?? {}).sort()).toEqual([...LANGUAGES].sort());
      expect(title).toMatchObject({ category: 'booking', translations: { it: 'Contattami', en: 'Contact me' } });
    });

    it('keeps the translation list in Redis for 5 minutes', async () => {
      await visitor('/api/translations');
      const ttl = await redis().ttl('cache:i18n:translations');
      expect(ttl).toBeGreaterThan(280);
      expect(ttl).toBeLessThanOrEqual(300);
    });

    it("saves the owner's text, shows it on the next read, and a later init-defaults leaves it", async () => {
      const saved = await owner<Translation>('PUT', '/api/translations', { key: 'booking.open', translations: { es: 'Escríbeme' } });
      expect(saved.status).toBe(200);
      expect(saved.body.origins.es).toBe('owner');
      const read = (await visitor<Translation[]>('/api/translations')).body.find((translation) => translation.key === 'booking.open');
      expect(read?.translations.es).toBe('Escríbeme');
      const again = await owner<{ filled: number }>('POST', '/api/translations/init-defaults');
      expect(again.body.filled).toBe(0);
      const after = (await visitor<Translation[]>('/api/translations')).body.find((translation) => translation.key === 'booking.open');
      expect(after?.translations).toMatchObject({ es: 'Escríbeme', it: 'Contattami' });
    });

    it('refuses a language outside the ten and a malformed key, changing nothing', async () => {
      const wrong = await owner<{ message: string }>('PUT', '/api/translations', { key: 'booking.open', translations: { xx: 'Nope' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(`translations: each language must be one of ${LANGUAGES.join(', ')}`);
      expect((await owner('PUT', '/api/translations', { key: 'bad key!', translations: { es: 'x' } })).status).toBe(400);
      expect((await stack.request('PUT', '/api/translations', { body: { key: 'a', translations: { es: 'x' } } })).status).toBe(401);
    });
  });

  describe('auto-translate without a provider', () => {
    it('tells the owner, before any tap, that no provider is configured (D-108)', async () => {
      const answer = await owner<TranslationProviderStatus>('GET', '/api/translation-provider');
      expect(answer).toMatchObject({ status: 200, body: { configured: false, provider: null } });
      expect((await stack.request('GET', '/api/translation-provider')).status).toBe(401);
    });

    it('answers 503 saying what to set, and queues nothing', async () => {
      const before = await translationJobCounts(workerStack());
      const answer = await owner<{ message: string }>('POST', `/api/profile-content/${profileId}/auto-translate`, {
        sourceLang: 'it',
        targetLang: 'en',
      });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/^Automatic translation is not set up on this server: set TRANSLATION_PROVIDER/);
      const sectionId = await stack.addSection({ type: 'text', title: 'Testo', data: { content: 'Ciao' } });
      for (const path of [
        '/api/translations/auto-translate',
        '/api/page/auto-translate',
        `/api/section-content/${sectionId}/auto-translate`,
      ]) {
        const refused = await owner<{ message: string }>('POST', path, { sourceLang: 'it', targetLang: 'en' });
        expect([path, refused.status, refused.body.message]).toEqual([path, 503, answer.body.message]);
      }
      expect((await owner('GET', '/api/translation-jobs/1')).status).toBe(404);
      expect(await translationJobCounts(workerStack())).toEqual(before);
    });

    it('refuses the same source and target language with 400, before anything else', async () => {
      const answer = await owner<{ message: string }>('POST', `/api/profile-content/${profileId}/auto-translate`, {
        sourceLang: 'en',
        targetLang: 'en',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('sourceLang and targetLang must be different languages');
      expect((await owner('POST', '/api/page/auto-translate', { sourceLang: 'it', targetLang: 'xx' })).status).toBe(400);
    });

    it('is for the owner only', async () => {
      expect((await stack.request('POST', '/api/page/auto-translate', { body: { targetLang: 'en' } })).status).toBe(401);
      expect((await visitor('/api/translation-jobs/1')).status).toBe(401);
    });
  });
});
