import { LANGUAGES } from '@stagelink/contracts';
import { escapeHtml } from '@stagelink/nest-kit';
import { pageUrl } from './page-meta';

// The files crawlers and browsers ask every site for (docs/decisions.md, D-119): made from the
// configured address, never from a request's Host header, like the page's own links.

/** The owner's pages and the API are not for search engines; the page and its languages are. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /bookings',
    'Disallow: /api/',
    'Disallow: /unsubscribe',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The page in each language, each entry naming all of them as `hreflang` alternates (and `/` as
 * the default), which is how a sitemap tells search engines the pages are one page translated.
 */
export function sitemapXml(publicUrl: string): string {
  const alternates = [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(publicUrl, language) })),
    { hreflang: 'x-default', href: pageUrl(publicUrl) },
  ];
  const links = alternates.map(
    ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
  );
  const entries = alternates.map(({ href }) => ['  <url>', `    <loc>${escapeHtml(href)}</loc>`, ...links, '  </url>'].join('\n'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const SECURITY_TXT_DAYS = 180;

/**
 * RFC 9116: where to report a vulnerability. `Expires` is required and should be under a year
 * ahead; counted from today, so the file never goes stale while the site runs.
 */
export function securityTxt(publicUrl: string, contact: string, now = new Date()): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_DAYS));
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, it',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
