import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { seedUnsubscribeView } from '@/features/unsubscribe/unsubscribe-view';
import { changeLanguage, startI18n } from '@/i18n/i18n';
import { announceHydrationStart } from '@/lib/early-taps';
import { readInitialState, readUnsubscribeState } from '@/lib/initial-state';
import { preloadAfterFirstIntent } from '@/lib/lazy';
import { storedLanguage } from '@/lib/preferences';
import { createQueryClient } from '@/lib/query-client';
import { App, Toaster } from './app';
import '@/styles.css';

const queryClient = createQueryClient();
const initialState = readInitialState();
if (initialState) seedFromInitialState(queryClient, initialState);
const unsubscribeState = readUnsubscribeState();
if (unsubscribeState) seedUnsubscribeView(queryClient, unsubscribeState.view);
// The pages the gateway renders come with their language and strings: `/` and the unsubscribe page (D-150).
const inlined = initialState ?? unsubscribeState;

void startI18n(inlined).then(() => {
  const root = document.getElementById('root') as HTMLElement;
  // They arrive rendered by the gateway from the same components: they are hydrated, not drawn again.
  if (inlined && root.firstElementChild) {
    announceHydrationStart();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap on a phone is answered while it runs (D-72).
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} />);
    });
    // The page came in the server's choice of language; a choice saved only here wins once it is hydrated.
    const saved = storedLanguage();
    if (saved && saved !== inlined.language) setTimeout(() => void changeLanguage(saved));
  } else {
    createRoot(root).render(<App queryClient={queryClient} />);
  }
  preloadAfterFirstIntent(Toaster);
});
