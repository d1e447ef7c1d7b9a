import { FakeTranslationProvider } from '@stagelink/testing';
import { DeepLProvider } from '../src/auto-translate/deepl-provider';
import { LibreTranslateProvider } from '../src/auto-translate/libretranslate-provider';
import { ProviderError } from '../src/auto-translate/translation-provider';

/** Each provider's client against a local server speaking its real API, over real HTTP. */
describe('translation providers', () => {
  let fake: FakeTranslationProvider;

  beforeAll(async () => {
    fake = await FakeTranslationProvider.start({ libreTranslateKey: 'lt-key', deeplKey: 'deepl-key:fx' });
  });
  afterAll(() => fake?.stop());
  beforeEach(() => fake.reset());

  const failure = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) =>
        error instanceof ProviderError ? { message: error.message, retryable: error.retryable, retryAfterMs: error.retryAfterMs } : error,
    );

  describe('DeepL', () => {
    const deepl = (key = 'deepl-key:fx') => new DeepLProvider(fake.url, key, 2000);

    it('sends POST /v2/translate with its auth header, DeepL language codes and HTML tag handling', async () => {
      expect(await deepl().translate(['Ciao <b>mondo</b>', 'Grazie'], 'it', 'en')).toEqual(['[en] Ciao <b>mondo</b>', '[en] Grazie']);
      const [call] = fake.translationCalls();
      expect(call?.path).toBe('/v2/translate');
      expect(call?.headers.authorization).toBe('DeepL-Auth-Key deepl-key:fx');
      expect(call?.body).toEqual({ text: ['Ciao <b>mondo</b>', 'Grazie'], source_lang: 'IT', target_lang: 'EN-GB', tag_handling: 'html' });
      await deepl().translate(['Ciao'], 'it', 'pt');
      expect(fake.translationCalls()[1]?.body.target_lang).toBe('PT-PT');
    });

    it('explains a refused key (403) and a used-up quota (456), neither worth another try', async () => {
      expect(await failure(deepl('wrong').translate(['Ciao'], 'it', 'en'))).toEqual({
        message: 'DeepL refused the API key (403): check DEEPL_API_KEY and its endpoint (free keys end in ":fx")',
        retryable: false,
        retryAfterMs: null,
      });
      fake.failNext({ status: 456 });
      expect(await failure(deepl().translate(['Ciao'], 'it', 'en'))).toEqual({
        message: 'DeepL quota exceeded (456): the character limit of the plan is used up',
        retryable: false,
        retryAfterMs: null,
      });
    });

    it("reads a 429's Retry-After, and treats 5xx and a dropped connection as outages worth another try", async () => {
      fake.failNext({ status: 429, retryAfter: '7' });
      expect(await failure(deepl().translate(['Ciao'], 'it', 'en'))).toEqual({
        message: 'DeepL answered 429: Too many request limits violations',
        retryable: true,
        retryAfterMs: 7000,
      });
      fake.failNext({ status: 503 });
      expect(await failure(deepl().translate(['Ciao'], 'it', 'en'))).toMatchObject({ retryable: true, retryAfterMs: null });
      fake.failNext({ drop: true });
      expect(await failure(deepl().translate(['Ciao'], 'it', 'en'))).toEqual({
        message: `DeepL cannot be reached (${fake.url})`,
        retryable: true,
        retryAfterMs: null,
      });
    });
  });

  describe('LibreTranslate', () => {
    const libre = (key: string | null = 'lt-key') => new LibreTranslateProvider(fake.url, key, 2000);

    it('sends POST /translate with q as a list, html format and the api_key', async () => {
      expect(await libre().translate(['Ciao', 'Grazie'], 'it', 'es')).toEqual(['[es] Ciao', '[es] Grazie']);
      expect(fake.translationCalls()[0]?.body).toEqual({
        q: ['Ciao', 'Grazie'],
        source: 'it',
        target: 'es',
        format: 'html',
        api_key: 'lt-key',
      });
    });

    it("passes on the server's reason for a refused key, not worth another try", async () => {
      expect(await failure(libre('nope').translate(['Ciao'], 'it', 'es'))).toEqual({
        message: 'LibreTranslate answered 403: Invalid API key',
        retryable: false,
        retryAfterMs: null,
      });
    });
  });
});
