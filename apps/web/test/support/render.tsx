import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Language } from '@stagelink/contracts';
import { Toaster } from '@/components/ui/toaster';
import { changeLanguage } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

export interface Rendered extends RenderResult {
  user: UserEvent;
  /** The paths the screen navigated to, in order, the first being where it started. */
  visited: () => readonly string[];
}

export interface RenderOptions {
  language?: Language;
  path?: string;
  /** What the page knows before the component renders, as the server's inlined state seeds it. */
  seed?: (queryClient: QueryClient) => void;
}

/**
 * A component inside the app's providers: the app's own query client (no retries, spec section
 * 9, and its default reader of the query key's path), a router at `path`, the toasts, and
 * i18next in `language` as the app switches it.
 */
export async function renderWithApp(ui: ReactElement, { language = 'en', path = '/', seed }: RenderOptions = {}): Promise<Rendered> {
  await changeLanguage(language);
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  // Without delays between keys: the components' timers are the app's, not the typing's.
  return { ...rendered, user: userEvent.setup({ delay: null }), visited: () => location.history };
}
