import { isLanguage, LANGUAGE_COOKIE, type Language } from '@stagelink/contracts';

/** The visitor's choices, saved under the keys the product has always used. */
const LANGUAGE_KEY = 'language';
const DARK_MODE_KEY = 'darkMode';
const ONE_YEAR_SECONDS = 31_536_000;

export function storedLanguage(): Language | null {
  const value = safeRead(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** Saved locally, and as a cookie so the server inlines the right strings next time. */
export function storeLanguage(language: Language): void {
  safeWrite(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Saved choice, else the system preference; index.html applies the same rule before first paint. */
export function prefersDark(): boolean {
  const saved = safeRead(DARK_MODE_KEY);
  if (saved === 'true' || saved === 'false') return saved === 'true';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function storeDarkMode(dark: boolean): void {
  safeWrite(DARK_MODE_KEY, String(dark));
  document.documentElement.classList.toggle('dark', dark);
}

// Storage can be blocked (private modes, embedded browsers); the page works without it.
function safeRead(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeWrite(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not saved; the choice still applies to this visit
  }
}
