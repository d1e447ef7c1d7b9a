import type { Language } from '../common/languages';
import type { UiStrings } from '../i18n/ui-strings/en';

/** The page a subscriber opens from a message to end their subscription (docs/decisions.md, D-65, D-150). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/**
 * What the unsubscribe page shows: the question with its button for a link whose token is right
 * (opening it changes nothing), or the answer to its form posted without JavaScript, or that the
 * link is not valid.
 */
export type UnsubscribeView = { step: 'confirm'; id: number; token: string } | { step: 'done' } | { step: 'failed' } | { step: 'invalid' };

/** What the gateway inlines into the unsubscribe page, as it does for `/` (InitialState). */
export interface UnsubscribePageState {
  language: Language;
  /** The visitor's interface strings in spec section 9's lookup order, as on `/`. */
  strings: UiStrings;
  view: UnsubscribeView;
}

export const UNSUBSCRIBE_STATE_ELEMENT_ID = 'unsubscribe-state';
