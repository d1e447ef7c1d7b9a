import type { Language } from '../common/languages';

/** The owner's panel's strings in one language: key → text (docs/decisions.md, D-130). */
export type PanelStrings = Record<string, string>;

/**
 * The panel's own interface strings, one chunk per language, fetched only by the owner's
 * screens (the panel, the login page, /bookings, the access logs): the visitor's page never
 * loads them, so its bytes stay as they were (docs/decisions.md, D-130).
 */
export const PANEL_STRING_LOADERS: Record<Language, () => Promise<PanelStrings>> = {
  it: () => import('./panel-strings/it/index').then((module) => module.it),
  en: () => import('./panel-strings/en/index').then((module) => module.en),
  es: () => import('./panel-strings/es/index').then((module) => module.es),
  fr: () => import('./panel-strings/fr/index').then((module) => module.fr),
  de: () => import('./panel-strings/de/index').then((module) => module.de),
  pt: () => import('./panel-strings/pt/index').then((module) => module.pt),
  ja: () => import('./panel-strings/ja/index').then((module) => module.ja),
  ko: () => import('./panel-strings/ko/index').then((module) => module.ko),
  zh: () => import('./panel-strings/zh/index').then((module) => module.zh),
  ar: () => import('./panel-strings/ar/index').then((module) => module.ar),
};
