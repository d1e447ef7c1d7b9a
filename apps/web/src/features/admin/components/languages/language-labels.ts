import type { Language } from '@stagelink/contracts';

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

export const languageName = (language: Language) => ADMIN_LANGUAGE_LABELS[language].name;
