import { isLanguage, LANGUAGE_COOKIE, type Language } from '@stagelink/contracts';

/** The visitor's choices, saved under the keys the product has always used. */
const LANGUAGE_KEY = 'language';
const DARK_MODE_KEY = 'darkMode';
const IN_APP_HINT_KEY = 'inAppHintDismissed';
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

/**
 * Whether the page is dark: the `dark` class that index.html puts on `<html>` before the first
 * paint (saved choice, else the system preference), and that a toggle moves.
 */
export function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

const darkModeListeners = new Set<() => void>();

export function onDarkModeChange(listener: () => void): () => void {
  darkModeListeners.add(listener);
  return () => darkModeListeners.delete(listener);
}

export function storeDarkMode(dark: boolean): void {
  safeWrite(DARK_MODE_KEY, String(dark));
  document.documentElement.classList.toggle('dark', dark);
  darkModeListeners.forEach((listener) => listener());
}

/** The hint to leave an app's browser is offered once: closed or used, it is not offered again (D-127). */
export function inAppHintDismissed(): boolean {
  return safeRead(IN_APP_HINT_KEY) === 'true';
}

export function dismissInAppHint(): void {
  safeWrite(IN_APP_HINT_KEY, 'true');
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
