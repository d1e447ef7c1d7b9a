import { isWebLink, linkSectionUrl, SOCIAL_SECTION_TYPES, type PublicProfile, type Section, type SectionType } from '@stagelink/contracts';
import { inertJson } from '@stagelink/nest-kit';
import { pageUrl, sharingImageUrl } from './page-meta';

/** The part of schema.org's MusicGroup the page states: what search engines show of an artist. */
export interface ArtistJsonLd {
  '@context': 'https://schema.org';
  '@type': 'MusicGroup';
  name: string;
  description?: string;
  url: string;
  image: string;
  sameAs?: string[];
}

/**
 * The artist as schema.org data (docs/decisions.md, D-125): a `MusicGroup`, which schema.org
 * says covers a solo musician too, named and described as the page is in this language, with
 * the photo as the sharing previews show it and, as `sameAs`, the artist's own profiles on the
 * platforms the visible social sections link to.
 */
export function artistJsonLd(profile: PublicProfile, sections: readonly Section[], publicUrl: string): ArtistJsonLd {
  const description = profile.description.replace(/\s+/g, ' ').trim();
  const sameAs = socialLinks(sections);
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: profile.name,
    ...(description ? { description } : {}),
    url: pageUrl(publicUrl),
    image: sharingImageUrl(publicUrl, profile),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The data as its own element in the head: a data block is never run, so the page's policy
 * needs no nonce or hash for it, and every `<` is escaped, so no name can end the element.
 */
export function artistJsonLdElement(profile: PublicProfile | null, sections: readonly Section[], publicUrl: string): string {
  if (!profile) return '';
  return `<script type="application/ld+json">${inertJson(artistJsonLd(profile, sections, publicUrl))}</script>`;
}

/** The social sections' web links, in the page's order, each once; the sections given are the visible ones. */
function socialLinks(sections: readonly Section[]): string[] {
  const links = sections
    .filter((section) => SOCIAL_SECTION_TYPES.includes(section.type as SectionType))
    .map((section) => linkSectionUrl(section.type, section.data))
    .filter(isWebLink);
  return [...new Set(links)];
}
