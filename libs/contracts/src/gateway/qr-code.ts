/**
 * The page's QR code for posters and merch tables (docs/decisions.md, D-126): `/qr.svg` and
 * `/qr.png?size=` encode the site's address, with the `utm_source` the owner chose, so visits
 * from a poster show apart in the analytics' referrers.
 */
export const QR_PNG_MIN_SIZE = 128;
export const QR_PNG_MAX_SIZE = 2048;
export const QR_PNG_DEFAULT_SIZE = 1024;
export const MAX_QR_SOURCE_LENGTH = 40;

/** Lower-case letters, digits, `-` and `_`: words that read the same in an address and in a list. */
const QR_SOURCE = /^[a-z0-9][a-z0-9_-]*$/;
/** What a source must be, after the field's name: the same words in the panel and in a 400. */
export const QR_SOURCE_RULE = `must be 1 to ${MAX_QR_SOURCE_LENGTH} lower-case letters, digits, - or _ (such as poster)`;

export function isQrSource(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_QR_SOURCE_LENGTH && QR_SOURCE.test(value);
}

/** What the code encodes: the page's address, with `?utm_source=` when a source is named. */
export function qrCodeAddress(publicUrl: string, source?: string): string {
  return source ? `${publicUrl}/?utm_source=${source}` : `${publicUrl}/`;
}

/** The source a visit names in its address (`?utm_source=poster`), when it is one a code can carry. */
export function qrSourceOf(search: string): string | undefined {
  const source = new URLSearchParams(search).get('utm_source');
  return isQrSource(source) ? source : undefined;
}

/** How a visit from a code is listed among the referrers: `QR code (poster)`. */
export function qrReferrerName(source: string): string {
  return `QR code (${source})`;
}
