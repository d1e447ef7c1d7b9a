import { createHash } from 'node:crypto';
import { imageSrcSet, imageVariantUrl, LANGUAGES, pageTitle, SITE_NAME, type Language, type PublicProfile } from '@stagelink/contracts';
import { escapeHtml } from '@stagelink/nest-kit';

const DESCRIPTION_LENGTH = 160;
/** The profile photo's width on the page (profile-header.tsx): what the preload asks for. */
export const PROFILE_PHOTO_SIZES = '144px';

const OG_LOCALES: Record<Language, string> = {
  it: 'it_IT',
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_PT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh: 'zh_CN',
  ar: 'ar_AR',
};

/** A short stamp of the photo, so a new photo gets new icon and preview addresses. */
export function photoVersion(profile: Pick<PublicProfile, 'profileImage'> | null): string {
  return createHash('sha256')
    .update(profile?.profileImage ?? '')
    .digest('base64url')
    .slice(0, 10);
}

/** The address of the page in one language; `/` alone lets the visitor's browser choose. */
export function pageUrl(publicUrl: string, language?: Language): string {
  return language ? `${publicUrl}/?lang=${language}` : `${publicUrl}/`;
}

/** The photo as a 512-pixel square PNG, an address every preview and search engine can read. */
export function sharingImageUrl(publicUrl: string, profile: Pick<PublicProfile, 'profileImage'> | null): string {
  return `${publicUrl}/icons/512.png?v=${photoVersion(profile)}`;
}

/**
 * The head of `/` for one language (docs/decisions.md, D-56): title and description from the
 * profile, a sharing preview (Open Graph and Twitter card) with the photo as a square image
 * chat apps accept, the canonical address and one alternate per language, the app manifest,
 * and a preload of the photo, which is the page's largest paint. Everything is escaped.
 */
export function pageMeta(profile: PublicProfile | null, language: Language, publicUrl: string): string {
  const title = pageTitle(profile);
  const description = summary(profile?.description ?? '');
  const url = pageUrl(publicUrl, language);
  const image = sharingImageUrl(publicUrl, profile);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description && `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGUAGES.map((each) => `<link rel="alternate" hreflang="${each}" href="${escapeHtml(pageUrl(publicUrl, each))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl))}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description && `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    ...LANGUAGES.filter((each) => each !== language).map((each) => `<meta property="og:locale:alternate" content="${OG_LOCALES[each]}">`),
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="512">`,
    `<meta property="og:image:height" content="512">`,
    `<meta property="og:image:alt" content="${escapeHtml(title)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    description && `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="/icons/180.png?v=${photoVersion(profile)}">`,
    photoPreload(profile),
  ];
  return tags.filter(Boolean).join('');
}

/** The photo, asked for first and at the size a phone needs, before any script runs. */
function photoPreload(profile: PublicProfile | null): string {
  const photo = profile?.profileImage;
  if (!photo) return '';
  const srcset = imageSrcSet(photo);
  if (!srcset) return `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">`;
  const smallest = imageVariantUrl(photo, 320) ?? photo;
  return `<link rel="preload" as="image" href="${escapeHtml(smallest)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${PROFILE_PHOTO_SIZES}" fetchpriority="high">`;
}

/** The description as one line, cut at a word near 160 characters. */
function summary(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
