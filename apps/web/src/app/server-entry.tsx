import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { UNSUBSCRIBE_PAGE_PATH, type InitialState, type UnsubscribePageState } from '@stagelink/contracts';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { UnsubscribePage } from '@/features/unsubscribe/components/unsubscribe-page';
import { seedUnsubscribeView } from '@/features/unsubscribe/unsubscribe-view';
import { createI18n } from '@/i18n/i18n-instance';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { ServerScreens } from './router';

const SCREENS = { [UNSUBSCRIBE_PAGE_PATH]: UnsubscribePage };

/**
 * The public page as the gateway serves it (docs/decisions.md, D-54): the same app the browser
 * hydrates, rendered from the same initial state, so a visitor reads the artist before any
 * script runs and hydration finds exactly what it would have drawn.
 */
export function renderPublicPage(state: InitialState): string {
  const queryClient = createQueryClient();
  seedFromInitialState(queryClient, state);
  return renderApp('/', queryClient, state);
}

/** The unsubscribe page the same way, from what the gateway decided it shows (D-150). */
export function renderUnsubscribePage(state: UnsubscribePageState): string {
  const queryClient = createQueryClient();
  seedUnsubscribeView(queryClient, state.view);
  return renderApp(UNSUBSCRIBE_PAGE_PATH, queryClient, state);
}

function renderApp(path: string, queryClient: QueryClient, { language, strings }: Pick<InitialState, 'language' | 'strings'>): string {
  return renderToString(
    <I18nextProvider i18n={createI18n(language, strings)}>
      <ServerScreens.Provider value={SCREENS}>
        <Router ssrPath={path}>
          <App queryClient={queryClient} />
        </Router>
      </ServerScreens.Provider>
    </I18nextProvider>,
  );
}
