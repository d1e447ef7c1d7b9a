import { serverStringsOf, type Language, type Translation } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** Spec section 9: the server's translations are kept 5 minutes. */
const TRANSLATIONS_STALE_MS = 5 * 60 * 1000;

let loaded: { at: number; translations: Promise<Translation[]> } | null = null;

/**
 * The owner's interface strings of one language from `GET /api/translations`, first in the
 * lookup order (spec section 9). Without them (an outage) the built-in strings serve alone.
 */
export async function serverStrings(language: Language): Promise<Record<string, string>> {
  if (!loaded || Date.now() - loaded.at > TRANSLATIONS_STALE_MS) {
    loaded = { at: Date.now(), translations: apiRequest<Translation[]>('GET', '/api/translations').catch(() => []) };
  }
  return serverStringsOf(await loaded.translations, language);
}
