/** Links the owner stores for visitors (docs/decisions.md, D-06). */
export const MAX_URL_LENGTH = 2048;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
// A path on this site, such as an upload (`/media/…`) or a bundled picture; never `//host`.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

/** A link a visitor may follow: http, https, mailto or tel, and nothing else (no javascript:, no data:). */
export function isSafeLink(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && LINK_PROTOCOLS.has(protocolOf(value) ?? '');
}

/** A page on the web: http or https. */
export function isWebLink(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && WEB_PROTOCOLS.has(protocolOf(value) ?? '');
}

/** Where an image may come from: an http(s) address or a path on this site. */
export function isImageSource(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && (SITE_PATH.test(value) || isWebLink(value));
}

// A scheme such as `https:` or `mailto:`; `localhost:3000` has none (a host and a port).
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;
// A host with a dot and a name-like ending, then a path, query or nothing: `instagram.com/luna`.
const BARE_HOST = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d{1,5})?(?:[/?#]|$)/u;
const BARE_EMAIL = /^[^\s@/:]+@(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}$/u;

/**
 * A link as typed on a phone, completed (docs/decisions.md, D-110): `instagram.com/luna`
 * becomes `https://instagram.com/luna`, `luna@example.com` a mailto: link where mail is
 * allowed. Anything else is left as it is, for the link checks to judge.
 */
export function completeLink(value: string, { mail = false }: { mail?: boolean } = {}): string {
  const typed = value.trim();
  if (typed === '' || HAS_SCHEME.test(typed) || typed.startsWith('/')) return typed;
  if (mail && BARE_EMAIL.test(typed)) return `mailto:${typed}`;
  return BARE_HOST.test(typed) ? `https://${typed}` : typed;
}
