import type { PublicProfile, Section } from '../profile/profile';
import { withTranslatedBookingTexts, type BookingSettingsHolder } from './booking-texts';
import type { ProfileContent, SectionContent } from './content';
import { withTranslatedItems } from './list-item-texts';
import { currentText, writtenForCurrent } from './source-fingerprint';

/**
 * The page as a visitor of a language reads it (docs/decisions.md, D-71): pure functions, apart
 * from the schemas of the content calls, so the public page carries no validation library.
 */

export const SITE_NAME = 'Stagelink';

/**
 * The page's `<title>` (docs/decisions.md, D-56): the artist's name as the visitor's language
 * has it, the same in the server's head and after a switch of language in the browser.
 */
export function pageTitle(profile: Pick<PublicProfile, 'name'> | null | undefined): string {
  return profile?.name.trim() || SITE_NAME;
}

type ProfileOverride = Pick<ProfileContent, 'name' | 'description'> & Partial<Pick<ProfileContent, 'sources' | 'booking'>>;

/**
 * The profile as a visitor of a language reads it: each translated field in place of the
 * original, the booking button's and dialog's texts included where the profile has them (D-140).
 */
export function translatedProfile<P extends Pick<PublicProfile, 'name' | 'description'>>(
  profile: P,
  content: ProfileOverride | null | undefined,
): P {
  if (!content) return profile;
  const translated = {
    ...profile,
    name: currentText(content.name, profile.name, content.sources, 'name'),
    description: currentText(content.description, profile.description, content.sources, 'description'),
  };
  return hasBookingSettings(translated) ? withTranslatedBookingTexts(translated, content.booking, content.sources) : translated;
}

function hasBookingSettings<P extends object>(profile: P): profile is P & BookingSettingsHolder {
  return 'bookingButtonSettings' in profile && 'bookingModalSettings' in profile;
}

type SectionOverride = Pick<SectionContent, 'title' | 'data'> & Partial<Pick<SectionContent, 'sources'>>;

/** A section as a visitor of a language reads it: title and texts translated where they are. */
export function translatedSection(section: Section, content: SectionOverride | null | undefined): Section {
  if (!content) return section;
  return {
    ...section,
    title: currentText(content.title, section.title, content.sources, 'title'),
    data: withTranslatedTexts(section.data, content.data, content.sources),
  };
}

/** Every section with its translation for the language, where there is one. */
export function translatedSections(
  sections: Section[],
  contents: readonly (SectionOverride & Pick<SectionContent, 'sectionId'>)[],
): Section[] {
  if (contents.length === 0) return sections;
  const bySection = new Map(contents.map((content) => [content.sectionId, content]));
  return sections.map((section) => translatedSection(section, bySection.get(section.id)));
}

/**
 * The data a visitor sees: each non-empty text of the override in place of the original's,
 * field by field; a list item's texts only where they were written for the text the item has
 * now (list-item-texts.ts, docs/decisions.md D-79); anything else stays the original's.
 */
export function withTranslatedTexts(
  original: Record<string, unknown>,
  override: Record<string, unknown> | null | undefined,
  sources?: Record<string, string>,
): Record<string, unknown> {
  if (!override) return original;
  const merged: Record<string, unknown> = { ...original };
  for (const [key, value] of Object.entries(override)) {
    const current = original[key];
    if (typeof value === 'string') {
      const writtenFor = typeof current === 'string' ? current : '';
      if (value !== '' && (typeof current === 'string' || current === undefined) && writtenForCurrent(sources, `data.${key}`, writtenFor)) {
        merged[key] = value;
      }
    } else if (Array.isArray(value) && Array.isArray(current)) {
      merged[key] = withTranslatedItems(current, value);
    }
  }
  return merged;
}
