import i18next, { type i18n, type InitOptions } from 'i18next';
import type { Language, UiStrings } from '@stagelink/contracts';

/** The one configuration of i18next, for the browser's instance and the server's. */
export function i18nOptions(language: Language, strings: UiStrings): InitOptions {
  return {
    lng: language,
    resources: { [language]: { translation: strings } },
    // Keys contain dots; they are flat names, not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The strings are given: nothing to wait for, so a render can follow at once.
    initAsync: false,
  };
}

/** An instance of its own for one render on the server, where languages differ per page. */
export function createI18n(language: Language, strings: UiStrings): i18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(language, strings));
  return instance;
}
