import type { Language } from '../common/languages';
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
  strings: UiStrings;
}

export const INITIAL_STATE_ELEMENT_ID = 'initial-state';
/** The cookie through which the page tells the server the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'language';
