import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { changeLanguage, startI18n } from '@/i18n/i18n';
import { readInitialState } from '@/lib/initial-state';
import { preloadWhenIdle } from '@/lib/lazy';
import { storedLanguage } from '@/lib/preferences';
import { createQueryClient } from '@/lib/query-client';
import { App, Toaster } from './app';
import '../styles.css';

const queryClient = createQueryClient();
const initialState = readInitialState();
if (initialState) seedFromInitialState(queryClient, initialState);

void startI18n(initialState).then(() => {
  const root = document.getElementById('root') as HTMLElement;
  // `/` arrives rendered by the gateway from the same components: it is hydrated, not drawn again.
  if (initialState && root.firstElementChild) {
    hydrateRoot(root, <App queryClient={queryClient} />);
    // The page came in the server's choice of language; a choice saved only here wins once it is hydrated.
    const saved = storedLanguage();
    if (saved && saved !== initialState.language) setTimeout(() => void changeLanguage(saved));
  } else {
    createRoot(root).render(<App queryClient={queryClient} />);
  }
  preloadWhenIdle(Toaster);
});
