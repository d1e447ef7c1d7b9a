import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, textDirection, UI_STRING_LOADERS, type Language, type UiStrings } from '@stagelink/contracts';
import { storedLanguage, storeLanguage } from '@/lib/preferences';
import { i18nOptions } from './i18n-instance';
import { serverStrings } from './server-strings';

/**
 * A language's strings in spec section 9's lookup order: the owner's server translation, the
 * built-in text of the language, built-in English; i18next then falls back to the caller's
 * default value, then to the key.
 */
export async function loadStrings(language: Language): Promise<UiStrings> {
  const [english, own, server] = await Promise.all([
    UI_STRING_LOADERS.en(),
    language === 'en' ? Promise.resolve({}) : UI_STRING_LOADERS[language](),
    serverStrings(language),
  ]);
  return { ...english, ...own, ...server } as UiStrings;
}

/** The visitor's language: their saved choice, else the browser's if supported, else Italian. */
export function visitorLanguage(): Language {
  return storedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Starts i18next. On `/` the server chose the language and rendered the page in it, with its
 * strings inlined, so hydration uses exactly those; elsewhere the visitor's language is loaded.
 */
export async function startI18n(inlined: { language: Language; strings: UiStrings } | null): Promise<void> {
  const language = inlined?.language ?? visitorLanguage();
  const strings = inlined ? inlined.strings : await loadStrings(language);
  await i18next.use(initReactI18next).init(i18nOptions(language, strings));
  applyToDocument(language);
}

/** Further string tables of a language, for screens that need more than the page's (D-130). */
export type StringTable = (language: Language) => Promise<Record<string, string>>;

const extraTables = new Set<StringTable>();
const loadedTables = new Map<Language, Set<StringTable>>();

/**
 * Adds a table's strings to i18next, in the current language and in every language chosen
 * later, beside the page's own: the owner's screens load theirs this way, so the page's first
 * chunk never carries them (docs/decisions.md, D-130). Resolves once the current language has them.
 */
export async function addStringTable(table: StringTable): Promise<void> {
  extraTables.add(table);
  await loadTables(i18next.language as Language);
}

async function loadTables(language: Language): Promise<void> {
  const loaded = loadedTables.get(language) ?? new Set<StringTable>();
  loadedTables.set(language, loaded);
  const missing = [...extraTables].filter((table) => !loaded.has(table));
  const strings = await Promise.all(missing.map((table) => table(language)));
  missing.forEach((table, index) => {
    loaded.add(table);
    // Added under the page's own strings: the owner's server translations keep the first word (spec section 9).
    i18next.addResourceBundle(language, 'translation', strings[index], true, false);
  });
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadStrings(language));
  }
  await loadTables(language);
  await i18next.changeLanguage(language);
  storeLanguage(language);
  applyToDocument(language);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}
