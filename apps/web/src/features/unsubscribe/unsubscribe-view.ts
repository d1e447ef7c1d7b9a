import type { QueryClient } from '@tanstack/react-query';
import type { UnsubscribeView } from '@stagelink/contracts';

const UNSUBSCRIBE_VIEW_KEY = ['unsubscribe-view'] as const;
const INVALID: UnsubscribeView = { step: 'invalid' };

/**
 * The gateway decides what the unsubscribe page shows (the token is checked there, and a form
 * posted without JavaScript is answered there) and inlines it; the server's render and the
 * browser's hydration read it from the same place, as `/` reads its initial state.
 */
export function seedUnsubscribeView(queryClient: QueryClient, view: UnsubscribeView): void {
  queryClient.setQueryData(UNSUBSCRIBE_VIEW_KEY, view);
}

/** What the gateway inlined; a page it did not make (never served so) offers nothing to confirm. */
export function unsubscribeViewOf(queryClient: QueryClient): UnsubscribeView {
  return queryClient.getQueryData<UnsubscribeView>(UNSUBSCRIBE_VIEW_KEY) ?? INVALID;
}
