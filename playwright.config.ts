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
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
