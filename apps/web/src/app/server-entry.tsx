import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { InitialState } from '@stagelink/contracts';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { createI18n } from '@/i18n/i18n-instance';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';

/**
 * The public page as the gateway serves it (docs/decisions.md, D-54): the same app the browser
 * hydrates, rendered from the same initial state, so a visitor reads the artist before any
 * script runs and hydration finds exactly what it would have drawn.
 */
export function renderPublicPage(state: InitialState): string {
  const queryClient = createQueryClient();
  seedFromInitialState(queryClient, state);
  return renderToString(
    <I18nextProvider i18n={createI18n(state.language, state.strings)}>
      <Router ssrPath="/">
        <App queryClient={queryClient} />
      </Router>
    </I18nextProvider>,
  );
}
