import { defineConfig } from '@playwright/test';

// The stack under test is started by `npm test` (scripts/test.mjs), which passes its address.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests with `npm test`.');
// Each shard of the run writes its own results and report (scripts/lib/e2e.mjs, docs/decisions.md D-74).
const outputDir = process.env.E2E_OUTPUT_DIR ?? './artifacts/e2e-results';
const reportFile = process.env.E2E_REPORT_FILE ?? 'artifacts/e2e-report.json';

export default defineConfig({
  testDir: './apps/web/e2e',
  globalSetup: './apps/web/e2e/support/translation-provider.setup.ts',
  outputDir,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: reportFile }]],
  use: {
    baseURL,
    // A visitor on a phone: the page is built for it first.
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: the checks are in CSS pixels, and a denser screen only made
    // every frame and screenshot cost more in a software-rendered browser (docs/decisions.md, D-83).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    // The themed background and the booking button's marquee never stop moving: in a software-
    // rendered headless Chromium each frame is CPU, on a machine the stacks under test share. The
    // tests about motion ask for it (`test.use({ reducedMotion: 'no-preference' })`); the site
    // honours this preference as a visitor's phone would send it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // No trace: recording one snapshots the page at every action of every test, passed or not,
    // about a fifth of the suite's time here. A failure keeps its screenshot, the page's
    // accessibility snapshot (error-context.md) and the stack's logs (docs/decisions.md, D-83).
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      // This machine has no network beyond the package registries: keep Chromium from calling home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
