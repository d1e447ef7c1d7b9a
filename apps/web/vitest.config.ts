import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The app's own aliases (`@`, the contracts' sources), read from its Vite config so the two never
// differ; of its plugins only React's: the others shape the build's files, not what a test renders.
const { resolve } = viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false });

/**
 * Component tests (docs/decisions.md, D-167): the app's components in jsdom, with the network
 * answered by MSW. They live in test/ beside the app's sources, never in src/, so the build,
 * Jest's projects and the source tree's lint rules do not see them.
 */
export default defineConfig({
  plugins: [react()],
  resolve,
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    // The files share one page and its modules, as the app's screens do in one tab: a fresh jsdom
    // and module graph per file cost two thirds of the run. What a test leaves behind (toasts,
    // handlers, storage, rendered trees) is cleared after each one (test/support/setup.ts).
    isolate: false,
    restoreMocks: true,
    // Bounds on a hung test, not waits: nothing here waits on time, and a passing test ends as
    // soon as its condition holds. They are set for the shared two-core machine, where five
    // builds beside the run (a load of 20) make the booking dialog's settings form, ~0.3 s to
    // render alone, take 3 s; the same bound for Testing Library's findBy is in setup.ts.
    testTimeout: 20_000,
    // A failed query prints a short piece of the page, not all of it.
    env: { DEBUG_PRINT_LIMIT: '1500' },
  },
});
