import type { Language } from '@stagelink/contracts';
import { providerCall, ProviderError, reasonIn, refusalError, type TranslationProvider } from './translation-provider';

/**
 * LibreTranslate's `POST /translate` (self-hostable; docker-compose.yml has a profile for it):
 * `q` as a list, `format: html` so tags and placeholders survive, `api_key` when set.
 */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'LibreTranslate';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | null,
    private readonly timeoutMs: number,
  ) {}

  async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
    const body = { q: texts, source, target, format: 'html', ...(this.apiKey ? { api_key: this.apiKey } : {}) };
    const answer = await providerCall(
      this.name,
      `${this.baseUrl}/translate`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), timeoutMs: this.timeoutMs },
      (status, text, retryAfter) => refusalError(`LibreTranslate answered ${status}: ${reasonIn(text)}`, status, retryAfter),
    );
    const translated = (answer as { translatedText?: unknown }).translatedText;
    if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((text) => typeof text === 'string')) {
      throw new ProviderError('LibreTranslate answered without a translation for each text', true);
    }
    return translated as string[];
  }
}
