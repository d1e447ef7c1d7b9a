// The contracts' DTOs read type metadata as they load, as in Jest's projects (jest.config.cjs).
import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { loadPanelStrings } from '@/i18n/panel-strings';
import { fillBrowserGaps } from './browser-gaps';
import { listenFailingUnhandled, server, unhandledRequests } from './server';
import { dismissAllToasts } from './toasts';

fillBrowserGaps();
// The bound of a findBy on a loaded machine (vitest.config.ts): it returns as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  listenFailingUnhandled();
  // As the app starts: the visitor's page strings, then the panel's table (D-130), both in every
  // language chosen later. Once per worker: the files share their modules (vitest.config.ts).
  if (i18next.isInitialized) return;
  await startI18n(null);
  await loadPanelStrings();
});

afterEach(() => {
  cleanup();
  dismissAllToasts();
  server.resetHandlers();
  localStorage.clear();
  const unanswered = unhandledRequests.splice(0);
  if (unanswered.length > 0) throw new Error(`Requests no handler answered: ${unanswered.join(', ')}`);
});

afterAll(() => server.close());
