import { LANGUAGE_COOKIE } from '@stagelink/contracts';

/** The site's own cookies a script can see; the owner's session cookie is HttpOnly, out of reach. */
const SITE_COOKIES = new Set([LANGUAGE_COOKIE]);

/**
 * On a refusal, every cookie a script can see that the site did not set itself is removed: the
 * trackers' own (Google's `_ga`, Meta's `_fbp`, or whatever a custom script set) from an earlier
 * acceptance (docs/decisions.md, D-88). Trackers set theirs for the site's widest domain, so each
 * is removed for this host and each domain above it; a browser ignores the ones it cannot match.
 */
export function forgetTrackerCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && !SITE_COOKIES.has(name));
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_label, index) => `; domain=${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}
