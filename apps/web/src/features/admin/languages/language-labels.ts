import type { Language } from '@stagelink/contracts';
import { currentLocale } from '@/i18n/locale-format';

/** Spec section 3's admin language list: an English name and a flag for each of the ten. */
export const ADMIN_LANGUAGE_LABELS: Record<Language, { name: string; flag: string }> = {
  it: { name: 'Italian', flag: '🇮🇹' },
  en: { name: 'English', flag: '🇬🇧' },
  es: { name: 'Spanish', flag: '🇪🇸' },
  fr: { name: 'French', flag: '🇫🇷' },
  de: { name: 'German', flag: '🇩🇪' },
  pt: { name: 'Portuguese', flag: '🇵🇹' },
  ja: { name: 'Japanese', flag: '🇯🇵' },
  ko: { name: 'Korean', flag: '🇰🇷' },
  zh: { name: 'Chinese', flag: '🇨🇳' },
  ar: { name: 'Arabic', flag: '🇸🇦' },
};

/**
 * A language's name in the owner's language ("Italian" in English, as the spec lists them,
 * "イタリア語" in Japanese), from the browser's own names (docs/decisions.md, D-130).
 */
export function languageName(language: Language): string {
  return new Intl.DisplayNames([currentLocale()], { type: 'language' }).of(language) ?? ADMIN_LANGUAGE_LABELS[language].name;
}
