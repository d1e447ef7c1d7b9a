import type { PublicProfile, Section } from '../profile/profile';
import { isRecord } from '../profile/section-data';
import type { ProfileContent, SectionContent } from './content';

/**
 * The page as a visitor of a language reads it (docs/decisions.md, D-71): pure functions, apart
 * from the schemas of the content calls, so the public page carries no validation library.
 */

/** The profile as a visitor of a language reads it: each translated field in place of the original. */
export function translatedProfile<P extends Pick<PublicProfile, 'name' | 'description'>>(
  profile: P,
  content: Pick<ProfileContent, 'name' | 'description'> | null | undefined,
): P {
  if (!content) return profile;
  return { ...profile, name: content.name || profile.name, description: content.description || profile.description };
}

/** A section as a visitor of a language reads it: title and texts translated where they are. */
export function translatedSection(section: Section, content: Pick<SectionContent, 'title' | 'data'> | null | undefined): Section {
  if (!content) return section;
  return { ...section, title: content.title || section.title, data: withTranslatedTexts(section.data, content.data) };
}

/** Every section with its translation for the language, where there is one. */
export function translatedSections(
  sections: Section[],
  contents: readonly Pick<SectionContent, 'sectionId' | 'title' | 'data'>[],
): Section[] {
  if (contents.length === 0) return sections;
  const bySection = new Map(contents.map((content) => [content.sectionId, content]));
  return sections.map((section) => translatedSection(section, bySection.get(section.id)));
}

/**
 * The data a visitor sees: each non-empty text of the override in place of the original's,
 * field by field and list item by list item; anything else stays the original's.
 */
export function withTranslatedTexts(
  original: Record<string, unknown>,
  override: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  if (!override) return original;
  const merged: Record<string, unknown> = { ...original };
  for (const [key, value] of Object.entries(override)) {
    const current = original[key];
    if (typeof value === 'string') {
      if (value !== '' && (typeof current === 'string' || current === undefined)) merged[key] = value;
    } else if (Array.isArray(value) && Array.isArray(current)) {
      merged[key] = current.map((item: unknown, index) =>
        isRecord(item) && isRecord(value[index]) ? withTranslatedTexts(item, value[index]) : item,
      );
    }
  }
  return merged;
}
