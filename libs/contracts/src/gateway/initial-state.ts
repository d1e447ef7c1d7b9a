import type { Language } from '../common/languages';
import type { VideoLikes } from '../engagement/engagement';
import type { ProfileContent, SectionContent } from '../i18n/content';
import type { UiStrings } from '../i18n/ui-strings/en';
import type { PublicProfile, Section } from '../profile/profile';

/**
 * What the gateway inlines into the HTML of `/` (docs/decisions.md, D-36: first paint needs no API
 * round trip). `profile` is null when there is none yet, which the page shows as such.
 */
export interface InitialState {
  profile: PublicProfile | null;
  sections: Section[];
  language: Language;
  /** The interface strings in spec section 9's lookup order, the owner's server translations first. */
  strings: UiStrings;
  /**
   * Every video's total as of the cached page, so the page shows the counts at once; whether this
   * visitor liked each, and the newest totals, come in one call once the page is up (D-55).
   */
  likes: VideoLikes[];
  /** The owner's words in `language` (docs/decisions.md, D-71); the page lays them over the originals. */
  profileContent: ProfileContent | null;
  sectionContents: SectionContent[];
  /** When a scheduled section next appears or goes (docs/decisions.md, D-120): the page reads the sections again then. */
  sectionsChangeAt?: string | null;
}

export const INITIAL_STATE_ELEMENT_ID = 'initial-state';
/** On visitors' `GET /api/sections`: when a scheduled section next appears or goes (D-120). */
export const SECTIONS_CHANGE_HEADER = 'Sections-Change-At';
/** The cookie through which the page tells the server the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'language';
