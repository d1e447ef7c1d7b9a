import {
  MAX_PROFILE_NAME,
  natsNamespace,
  type ProfileContent,
  type SectionContent,
  type Translation,
  type TranslationJobStatus,
  type TranslationProviderStatus,
} from '@stagelink/contracts';
import { FakeTranslationProvider } from '@stagelink/testing';
import { TestStack } from './support/test-stack';
import { translationJobCounts } from './support/translation-queue';

const API_KEY = 'libre-test-key';
const RETRY_BASE_MS = 200;
/** The spec's default booking button and dialog: the button's text, the title, the description, four buttons' texts. */
const BOOKING_TEXTS = 7;

/**
 * Automatic translation through the queue, with the i18n service calling a local server that
 * speaks LibreTranslate's API (docs/decisions.md, D-27, D-68, D-69).
 */
describe('automatic translation with LibreTranslate', () => {
  let stack: TestStack;
  let fake: FakeTranslationProvider;
  let cookie: string;
  let profileId: number;

  beforeAll(async () => {
    fake = await FakeTranslationProvider.start({ libreTranslateKey: API_KEY });
    stack = await TestStack.startWithOwnServices(
      {},
      {
        TRANSLATION_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: fake.url,
        LIBRETRANSLATE_API_KEY: API_KEY,
        TRANSLATION_RETRY_ATTEMPTS: '3',
        TRANSLATION_RETRY_BASE_MS: String(RETRY_BASE_MS),
      },
    );
    cookie = await stack.login();
    profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
    await stack.db.query(`UPDATE profile.profiles SET description = $1`, [
      'Cantante di Milano.\nScrivimi su https://giulia.example o @giulia_music, dal 2019.',
    ]);
    await renameProfile('Giulia');
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.stop();
  });

  beforeEach(() => fake.reset());

  /** The original name, as the owner's profile form would save it. */
  const renameProfile = (name: string) => stack.db.query(`UPDATE profile.profiles SET name = $1`, [name]);

  const owner = <T>(method: string, path: string, body?: unknown) => stack.request<T>(method, path, { body, cookie });
  const visitorProfileContent = async (language: string) =>
    (await stack.request<ProfileContent>('GET', `/api/profile-content/${profileId}/${language}`)).body;

  /** Queues a job and waits until it is completed or failed. */
  async function runJob(path: string, body: Record<string, unknown>): Promise<TranslationJobStatus> {
    const accepted = await owner<{ jobId: string }>('POST', path, body);
    expect(accepted.status).toBe(202);
    expect(accepted.body.jobId).toMatch(/^\d+$/);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const job = await owner<TranslationJobStatus>('GET', `/api/translation-jobs/${accepted.body.jobId}`);
      expect(job.status).toBe(200);
      if (job.body.state === 'completed' || job.body.state === 'failed') return job.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${accepted.body.jobId} did not finish`);
  }
  const translateProfile = (extra: Record<string, unknown> = {}) =>
    runJob(`/api/profile-content/${profileId}/auto-translate`, { sourceLang: 'it', targetLang: 'en', ...extra });

  it('tells the owner which provider is configured (D-108)', async () => {
    expect((await owner<TranslationProviderStatus>('GET', '/api/translation-provider')).body).toEqual({
      configured: true,
      provider: 'libretranslate',
    });
  });

  it('translates the profile through the queue, and the next visitor read shows it', async () => {
    // The visitor's read fills the cache; the job's write must clear it (content-changed).
    expect((await visitorProfileContent('en')).name).toBe('');
    const job = await translateProfile();
    expect(job).toMatchObject({ kind: 'profile', state: 'completed', progress: { done: 1, total: 1 }, error: null });
    // The name, the description and the booking texts (D-140): the button's, the dialog's title, description and four buttons'.
    expect(job.result).toEqual({ translated: 2 + BOOKING_TEXTS, reused: 0, keptOwner: 0, shortened: 0, skipped: [] });
    // The job went through the i18n service's BullMQ queue (the file's own services, in its namespace).
    const queue = await translationJobCounts({ redisKeyPrefix: process.env.REDIS_KEY_PREFIX ?? '', natsNamespace: natsNamespace() });
    expect(queue).toMatchObject({ completed: 1, failed: 0, waiting: 0 });
    const content = await visitorProfileContent('en');
    expect(content).toMatchObject({ name: '[en] Giulia', origins: { name: 'machine', description: 'machine' } });
    expect(content.description).toBe('[en] Cantante di Milano.\nScrivimi su https://giulia.example o @giulia_music, dal 2019.');
    expect(content.booking).toMatchObject({
      'bookingButton.text': '[en] PER EVENTI CLICCA QUI',
      'bookingModal.buttons.callback.text': '[en] Ti richiamiamo noi',
    });
    expect(content.origins['bookingModal.title']).toBe('machine');
  });

  it("calls LibreTranslate's POST /translate with its fields, and never sends links, usernames or numbers", async () => {
    await runJob(`/api/profile-content/${profileId}/auto-translate`, { sourceLang: 'it', targetLang: 'fr' });
    const [call] = fake.translationCalls();
    expect(call?.path).toBe('/translate');
    expect(call?.body).toMatchObject({ source: 'it', target: 'fr', format: 'html', api_key: API_KEY });
    const texts = call?.body.q as string[];
    expect(texts).toHaveLength(2 + BOOKING_TEXTS);
    for (const kept of ['https://giulia.example', '@giulia_music', '2019']) expect(texts.join()).not.toContain(kept);
    expect(texts).toContain(
      'Cantante di Milano.<br data-n="1">Scrivimi su <span data-k="0"></span> o <span data-k="1"></span>, dal <span data-k="2"></span>.',
    );
  });

  it('makes no provider call for a second identical job', async () => {
    const job = await translateProfile();
    expect(job.state).toBe('completed');
    expect(job.result).toEqual({ translated: 0, reused: 0, keptOwner: 0, shortened: 0, skipped: [] });
    expect(fake.translationCalls()).toHaveLength(0);
  });

  it('reuses a known translation of the same source in another field, without a call', async () => {
    const section = await stack.addSection({
      type: 'text',
      title: 'Giulia',
      data: { content: 'Giulia', longContent: '', alignment: 'left' },
    });
    const job = await runJob(`/api/section-content/${section}/auto-translate`, { sourceLang: 'it', targetLang: 'en' });
    expect(job.result).toEqual({ translated: 0, reused: 2, keptOwner: 0, shortened: 0, skipped: [] });
    expect(fake.translationCalls()).toHaveLength(0);
    const content = (await stack.request<SectionContent>('GET', `/api/section-content/${section}/en`)).body;
    expect(content).toMatchObject({ title: '[en] Giulia', data: { content: '[en] Giulia' } });
  });

  it("keeps the owner's edit through a later run, and replaces it only when asked", async () => {
    await owner('PUT', `/api/profile-content/${profileId}/en`, { name: 'Giulia (official)' });
    await renameProfile('Giulia G.');

    const kept = await translateProfile();
    expect(kept.result).toEqual({ translated: 0, reused: 0, keptOwner: 1, shortened: 0, skipped: [] });
    expect((await visitorProfileContent('en')).name).toBe('Giulia (official)');
    expect(fake.translationCalls()).toHaveLength(0);

    const forced = await translateProfile({ force: true });
    expect(forced.result).toEqual({ translated: 1, reused: 0, keptOwner: 0, shortened: 0, skipped: [] });
    expect(await visitorProfileContent('en')).toMatchObject({ name: '[en] Giulia G.', origins: { name: 'machine' } });
  });

  it('tries again after outages, waiting twice as long each time, and completes', async () => {
    await renameProfile('Giulia R.');
    fake.failNext({ status: 503 });
    fake.failNext({ drop: true });
    const job = await translateProfile();
    expect(job).toMatchObject({ state: 'completed', attemptsMade: 3 });
    const calls = fake.translationCalls().map((call) => call.at);
    expect(calls).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third - second).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    expect((await visitorProfileContent('en')).name).toBe('[en] Giulia R.');
  });

  it("honours a 429's Retry-After", async () => {
    await renameProfile('Giulia S.');
    fake.failNext({ status: 429, retryAfter: '2' });
    const job = await translateProfile();
    expect(job.state).toBe('completed');
    const [first = 0, second = 0] = fake.translationCalls().map((call) => call.at);
    expect(second - first).toBeGreaterThanOrEqual(2000);
  });

  it("fails after the last try with the provider's reason, for the owner to read, and keeps what was there", async () => {
    await renameProfile('Giulia T.');
    fake.failNext({ status: 503, message: 'Translation engine is overloaded' }, 3);
    const job = await translateProfile();
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 3, maxAttempts: 3, result: null });
    expect(job.error).toBe('LibreTranslate answered 503: Translation engine is overloaded');
    expect(fake.translationCalls()).toHaveLength(3);
    expect((await visitorProfileContent('en')).name).toBe('[en] Giulia S.');
  });

  it('fails at once when another try cannot help (a refused key)', async () => {
    fake.failNext({ status: 400, message: 'ar is not supported' });
    const job = await runJob(`/api/profile-content/${profileId}/auto-translate`, { sourceLang: 'it', targetLang: 'ar' });
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1, error: 'LibreTranslate answered 400: ar is not supported' });
    expect(fake.translationCalls()).toHaveLength(1);
  });

  it('translates the whole page into every other language, with progress, in one job', async () => {
    const job = await runJob('/api/page/auto-translate', { sourceLang: 'it', targetLang: 'all' });
    const sections = (await owner<unknown[]>('GET', '/api/sections')).body.length;
    expect(job).toMatchObject({ kind: 'page', state: 'completed', targetLangs: ['en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh', 'ar'] });
    expect(job.progress).toEqual({ done: (1 + sections) * 9, total: (1 + sections) * 9 });
    const spanish = await stack.request<SectionContent[]>('GET', '/api/section-contents/es');
    expect(spanish.body.map((content) => content.title)).toEqual(expect.arrayContaining(['[es] Giulia']));
    expect((await visitorProfileContent('ja')).name).toBe('[ja] Giulia T.');
  });

  it('translates interface strings where there is no built-in or owner text, keeping the defaults', async () => {
    await owner('PUT', '/api/translations', { key: 'custom.greeting', translations: { it: 'Benvenuti' } });
    const job = await runJob('/api/translations/auto-translate', {
      sourceLang: 'it',
      targetLang: 'de',
      keys: ['custom.greeting', 'booking.open'],
    });
    expect(job.result).toEqual({ translated: 1, reused: 0, keptOwner: 1, shortened: 0, skipped: [] });
    const list = (await stack.request<Translation[]>('GET', '/api/translations')).body;
    expect(list.find((translation) => translation.key === 'custom.greeting')).toMatchObject({
      translations: { it: 'Benvenuti', de: '[de] Benvenuti' },
      origins: { it: 'owner', de: 'machine' },
    });
  });
  it('fails at once, saying how long, when a 429 asks to wait longer than the server waits', async () => {
    await renameProfile('Giulia V.');
    fake.failNext({ status: 429, retryAfter: '3600' });
    const job = await translateProfile();
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(job.error).toBe(
      'LibreTranslate answered 429: Too many request limits violations (the provider asked to wait 3600 s, longer than the 300 s this server waits: try again later)',
    );
    expect(fake.translationCalls()).toHaveLength(1);
  });

  it('goes on past a language the provider refuses in a whole-page run, and says which and why', async () => {
    await renameProfile('Giulia U.');
    fake.withoutLanguages(['ko']);
    const job = await runJob('/api/page/auto-translate', { sourceLang: 'it', targetLang: 'all' });
    expect(job.state).toBe('completed');
    expect(job.progress.done).toBe(job.progress.total);
    expect(job.result?.skipped).toEqual([{ language: 'ko', reason: 'LibreTranslate answered 400: ko is not supported' }]);
    // Languages before and after the refused one are written.
    expect((await visitorProfileContent('ja')).name).toBe('[ja] Giulia U.');
    expect((await visitorProfileContent('ar')).name).toBe('[ar] Giulia U.');
    expect((await visitorProfileContent('ko')).name).not.toBe('[ko] Giulia U.');
  });

  it('cuts a translation longer than its field allows, marked with "…", instead of failing the job', async () => {
    const longName = 'Giulia '.repeat(36).trim();
    expect(longName.length).toBeLessThanOrEqual(MAX_PROFILE_NAME);
    await renameProfile(longName);
    const job = await translateProfile();
    expect(job).toMatchObject({ state: 'completed', result: { translated: 1, shortened: 1 } });
    const { name } = await visitorProfileContent('en');
    expect(name.length).toBeLessThanOrEqual(MAX_PROFILE_NAME);
    expect(name).toMatch(/^\[en\] Giulia Giulia .*Giulia…$/);
  });

  it("keeps the machine's video titles on their videos after the owner swaps them, without translating again", async () => {
    const videos = [
      { title: 'Alba', url: 'https://youtu.be/dQw4w9WgXcQ' },
      { title: 'Tramonto', url: 'https://youtu.be/9bZkp7q19f0' },
    ];
    const section = await stack.addSection({ type: 'video', title: 'Video', data: { videos }, order: 0 });
    const first = await runJob(`/api/section-content/${section}/auto-translate`, { sourceLang: 'it', targetLang: 'en' });
    expect(first.result).toMatchObject({ translated: 3 });
    const titlesInEnglish = async () => {
      const root = (await (await fetch(`${stack.baseUrl}/?lang=en`)).text()).split('<div id="root">')[1] ?? '';
      return [...root.matchAll(/<bdi>(\[en\] (?:Alba|Tramonto))<\/bdi>/g)].map(([, title]) => title);
    };
    expect(await titlesInEnglish()).toEqual(['[en] Alba', '[en] Tramonto']);

    expect((await owner('PUT', `/api/sections/${section}`, { data: { videos: [videos[1], videos[0]] } })).status).toBe(200);
    expect(await titlesInEnglish()).toEqual(['[en] Tramonto', '[en] Alba']);
    const again = await runJob(`/api/section-content/${section}/auto-translate`, { sourceLang: 'it', targetLang: 'en' });
    expect(again.result).toMatchObject({ translated: 0, reused: 0 });
    expect(fake.translationCalls()).toHaveLength(1);
    expect(await titlesInEnglish()).toEqual(['[en] Tramonto', '[en] Alba']);
  });
});
