import type { Language } from '@stagelink/contracts';
import { providerCall, ProviderError, reasonIn, refusalError, type TranslationProvider } from './translation-provider';

/** DeepL wants a variant for some target languages. */
const DEEPL_TARGETS: Partial<Record<Language, string>> = { en: 'EN-GB', pt: 'PT-PT', zh: 'ZH-HANS' };

/** What DeepL's documented refusals mean for the owner. */
const DEEPL_REFUSALS: Record<number, string> = {
  403: 'DeepL refused the API key (403): check DEEPL_API_KEY and its endpoint (free keys end in ":fx")',
  456: 'DeepL quota exceeded (456): the character limit of the plan is used up',
};

/** DeepL's `POST /v2/translate`, authenticated by `Authorization: DeepL-Auth-Key`, HTML tag handling. */
export class DeepLProvider implements TranslationProvider {
  readonly name = 'DeepL';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
    const body = {
      text: texts,
      source_lang: source.toUpperCase(),
      target_lang: DEEPL_TARGETS[target] ?? target.toUpperCase(),
      tag_handling: 'html',
    };
    const answer = await providerCall(
      this.name,
      `${this.baseUrl}/v2/translate`,
      {
        method: 'POST',
        headers: { authorization: `DeepL-Auth-Key ${this.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: this.timeoutMs,
      },
      (status, text, retryAfter) =>
        refusalError(DEEPL_REFUSALS[status] ?? `DeepL answered ${status}: ${reasonIn(text)}`, status, retryAfter),
    );
    const translations = (answer as { translations?: unknown }).translations;
    if (!Array.isArray(translations) || translations.length !== texts.length) {
      throw new ProviderError('DeepL answered without a translation for each text', true);
    }
    return translations.map((item: unknown) => {
      const text = (item as { text?: unknown } | null)?.text;
      if (typeof text !== 'string') throw new ProviderError('DeepL answered a translation without text', true);
      return text;
    });
  }
}
