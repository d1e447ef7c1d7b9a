/** The interface languages (docs/decisions.md, D-01). */
export const LANGUAGES = ['it', 'en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A visitor whose browser speaks none of the languages gets Italian (docs/decisions.md, D-02). */
export const DEFAULT_LANGUAGE: Language = 'it';

export const LANGUAGE_NAMES: Record<Language, string> = {
  it: 'Italiano',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first supported language among a browser's preferences, in order: `navigator.languages`
 * on the page, the `Accept-Language` header on the server. Region tags count as their language.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = (preference.trim().split(/[-_;]/)[0] ?? '').toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** `Accept-Language` in its stated order of preference (q-values honoured). */
export function acceptLanguagePreferences(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, position) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', weight: q ? Number(q.slice(2)) || 0 : 1, position };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((entry) => entry.tag);
}
