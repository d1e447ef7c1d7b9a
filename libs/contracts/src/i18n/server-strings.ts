import type { Language } from '../common/languages';

/** The owner's interface strings of one language, key → text, from `GET /api/translations`. */
export function serverStringsOf(
  translations: readonly { key: string; translations: Partial<Record<Language, string>> }[],
  language: Language,
): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const translation of translations) {
    const text = translation.translations[language];
    if (text) strings[translation.key] = text;
  }
  return strings;
}
