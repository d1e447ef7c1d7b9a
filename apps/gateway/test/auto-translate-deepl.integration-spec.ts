import type { ProfileContent, TranslationJobStatus } from '@stagelink/contracts';
import { eventually, FakeTranslationProvider } from '@stagelink/testing';
import { TestStack } from './support/test-stack';

const DEEPL_KEY = 'stagelink-test:fx';

/**
 * One job through the queue with the i18n service configured for DeepL (docs/decisions.md,
 * D-68), against a local server speaking DeepL's API: its endpoint, auth header and codes.
 */
describe('automatic translation with DeepL', () => {
  let stack: TestStack;
  let fake: FakeTranslationProvider;

  beforeAll(async () => {
    fake = await FakeTranslationProvider.start({ deeplKey: DEEPL_KEY });
    stack = await TestStack.startWithOwnServices(
      {},
      { TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: DEEPL_KEY, DEEPL_API_URL: fake.url, TRANSLATION_RETRY_ATTEMPTS: '2' },
    );
    await stack.db.query(`UPDATE profile.profiles SET name = 'Giulia', description = 'Cantante di Milano.'`);
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.stop();
  });

  it('translates the profile into Portuguese through the queue, calling POST /v2/translate as DeepL documents', async () => {
    const cookie = await stack.login();
    const profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
    const accepted = await stack.request<{ jobId: string }>('POST', `/api/profile-content/${profileId}/auto-translate`, {
      cookie,
      body: { sourceLang: 'it', targetLang: 'pt' },
    });
    expect(accepted.status).toBe(202);
    const job = await eventually(
      async () => (await stack.request<TranslationJobStatus>('GET', `/api/translation-jobs/${accepted.body.jobId}`, { cookie })).body,
      (status) => status.state === 'completed' || status.state === 'failed',
      30_000,
    );
    expect(job).toMatchObject({ state: 'completed', error: null });
    // The name, the description and the booking button's and dialog's seven texts (D-140).
    expect(job.result).toEqual({ translated: 9, reused: 0, keptOwner: 0, shortened: 0, skipped: [] });

    const [call, ...more] = fake.translationCalls();
    expect(more).toEqual([]);
    expect(call?.path).toBe('/v2/translate');
    expect(call?.headers.authorization).toBe(`DeepL-Auth-Key ${DEEPL_KEY}`);
    expect(call?.body).toMatchObject({ source_lang: 'IT', target_lang: 'PT-PT', tag_handling: 'html' });
    const content = await stack.request<ProfileContent>('GET', `/api/profile-content/${profileId}/pt`);
    expect(content.body).toMatchObject({ name: '[pt] Giulia', description: '[pt] Cantante di Milano.', origins: { name: 'machine' } });
  });
});
