import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, textDirection, UI_STRING_LOADERS, type Language, type UiStrings } from '@stagelink/contracts';
import { storedLanguage, storeLanguage } from '@/lib/preferences';

async function loadStrings(language: Language): Promise<UiStrings> {
  const [english, own] = await Promise.all([
    UI_STRING_LOADERS.en(),
    language === 'en' ? Promise.resolve({}) : UI_STRING_LOADERS[language](),
  ]);
  return { ...english, ...own } as UiStrings;
}

/** The visitor's language: their saved choice, else the browser's if supported, else Italian. */
export function visitorLanguage(): Language {
  return storedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Starts i18next with the strings the server inlined when they are the right language, so
 * the first render waits for nothing; otherwise it loads them first.
 */
export async function startI18n(inlined: { language: Language; strings: UiStrings } | null): Promise<void> {
  const language = visitorLanguage();
  const strings = inlined?.language === language ? inlined.strings : await loadStrings(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: strings } },
    // Keys contain dots; they are flat names, not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadStrings(language));
  }
  await i18next.changeLanguage(language);
  storeLanguage(language);
  applyToDocument(language);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}
