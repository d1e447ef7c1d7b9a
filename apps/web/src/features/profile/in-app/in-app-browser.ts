/** An app whose own browser opens the links tapped in it (docs/decisions.md, D-127). */
export type InAppBrowserApp = 'Instagram' | 'Facebook' | 'TikTok' | 'Threads';

export interface InAppBrowser {
  app: InAppBrowserApp;
  /** Android opens the default browser from an intent link; iOS has no link every app follows. */
  platform: 'android' | 'ios' | 'other';
}

// Threads (code name Barcelona) also names Instagram, so it is looked for first.
const APPS: readonly [InAppBrowserApp, RegExp][] = [
  ['Threads', /\bBarcelona\b/],
  ['Instagram', /\bInstagram\b/],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\//],
  ['TikTok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|\btrill_\d/i],
];

/** The app whose browser shows the page, from its user agent; null for any other browser. */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  const app = APPS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!app) return null;
  const platform = /\bAndroid\b/.test(userAgent) ? 'android' : /\b(iPhone|iPad|iPod)\b/.test(userAgent) ? 'ios' : 'other';
  return { app, platform };
}

/**
 * A link that leaves the app's browser for the phone's: on Android an intent for the
 * address with no package named, which the system gives to the default browser; on iOS
 * Safari's own scheme, which iOS 17 and later open from most apps' browsers. Null where there
 * is none, so that only the instruction is shown.
 */
export function openInBrowserLink(browser: InAppBrowser, address: URL): string | null {
  const scheme = address.protocol.replace(':', '');
  const rest = `${address.host}${address.pathname}${address.search}`;
  if (browser.platform === 'android') return `intent://${rest}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
  if (browser.platform === 'ios') return `x-safari-${scheme}://${rest}`;
  return null;
}
