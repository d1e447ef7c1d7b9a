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
