/** Spec section 3 and decisions.md: ten languages, the union of the spec's two readings. */
export const LANGUAGES = ['it', 'en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'it';
export const RIGHT_TO_LEFT_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
