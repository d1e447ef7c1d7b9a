import type { Language } from '../common/languages';
import { ar } from './ui-strings/ar';
import { de } from './ui-strings/de';
import { en, type UiStringOverrides, type UiStrings } from './ui-strings/en';
import { es } from './ui-strings/es';
import { fr } from './ui-strings/fr';
import { it } from './ui-strings/it';
import { ja } from './ui-strings/ja';
import { ko } from './ui-strings/ko';
import { pt } from './ui-strings/pt';
import { zh } from './ui-strings/zh';

export type { UiStringKey, UiStringOverrides, UiStrings } from './ui-strings/en';

const BUILT_IN: Record<Language, UiStringOverrides> = { it, en, es, fr, de, pt, ja, ko, zh, ar };

/**
 * Every interface string in one language, built-in English filling what it lacks (spec
 * section 9's lookup order, minus the owner's server translations, which come later).
 * The gateway inlines this into the page; the page loads it per language when switched.
 */
/** A language's own table, without the English fallback, for the completeness check. */
export function builtInStringsOf(language: Language): UiStringOverrides {
  return BUILT_IN[language];
}

export function uiStringsFor(language: Language): UiStrings {
  return { ...en, ...BUILT_IN[language] };
}
