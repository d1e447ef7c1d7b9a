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
    // A failed query prints a short piece of the page, not all of it.
    env: { DEBUG_PRINT_LIMIT: '1500' },
  },
});
