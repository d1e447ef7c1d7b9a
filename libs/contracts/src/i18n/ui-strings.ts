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

/** A language's own table, without the English fallback, for the completeness check. */
export function builtInStringsOf(language: Language): UiStringOverrides {
  return BUILT_IN[language];
}

/** Every built-in interface string in one language, built-in English filling what it lacks. */
export function uiStringsFor(language: Language): UiStrings {
  return { ...en, ...BUILT_IN[language] };
}

/**
 * Spec section 9's lookup order, as one table: the server's translation for the language,
 * then the built-in default for the language, then built-in English; a key in none of them
 * is left to the caller's fallback, then the key itself (docs/decisions.md, D-03).
 */
export function interfaceStringsFor(language: Language, server: Record<string, string>): UiStrings {
  return { ...uiStringsFor(language), ...server };
}
