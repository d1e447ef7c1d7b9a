import type { Language } from '../common/languages';
import type { UiStringOverrides } from './ui-strings/en';

/**
 * Each language's own interface strings, loaded on demand: the page's bundler makes each of
 * these imports a small chunk of its own, fetched only when that language is shown.
 */
export const UI_STRING_LOADERS: Record<Language, () => Promise<UiStringOverrides>> = {
  it: () => import('./ui-strings/it').then((module) => module.it),
  en: () => import('./ui-strings/en').then((module) => module.en),
  es: () => import('./ui-strings/es').then((module) => module.es),
  fr: () => import('./ui-strings/fr').then((module) => module.fr),
  de: () => import('./ui-strings/de').then((module) => module.de),
  pt: () => import('./ui-strings/pt').then((module) => module.pt),
  ja: () => import('./ui-strings/ja').then((module) => module.ja),
  ko: () => import('./ui-strings/ko').then((module) => module.ko),
  zh: () => import('./ui-strings/zh').then((module) => module.zh),
  ar: () => import('./ui-strings/ar').then((module) => module.ar),
};
