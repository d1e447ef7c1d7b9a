import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from './ports.mjs';
import { runForExitCode } from './run.mjs';
import { startIsolatedStack } from './stack.mjs';

/**
 * The whole site from its build, on its own database, NATS namespace and Redis prefix, with
 * Playwright run against it. `playwrightArgs` narrows the run (spec files, `--grep`).
 */
export async function runEndToEnd(root, { baseEnv, chromiumPath, logDir, playwrightArgs = [] }) {
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;
  // A local server speaking LibreTranslate's API, started by Playwright's global setup on this
  // port (apps/web/e2e/support/translation-provider.setup.ts); the services only call it during a test.
  const translationProviderUrl = `http://127.0.0.1:${await freePort()}`;
  const stack = await startIsolatedStack(root, {
    label: 'e2e',
    baseEnv,
    logDir,
    env: {
      ADMIN_PASSWORD: adminPassword,
      // The tests arrange rows straight in the database and every visitor is 127.0.0.1, so the
      // public-read cache and the per-IP limits are off here; integration tests cover both.
      PUBLIC_CACHE_SECONDS: '0',
      RATE_LIMIT_LIKES_PER_MINUTE: '100000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '100000',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
      TRANSLATION_PROVIDER: 'libretranslate',
      LIBRETRANSLATE_URL: translationProviderUrl,
      TRANSLATION_RETRY_ATTEMPTS: '2',
      TRANSLATION_RETRY_BASE_MS: '200',
    },
  });
  try {
    return await runForExitCode('npx', ['playwright', 'test', ...playwrightArgs], {
      cwd: root,
      env: {
        ...baseEnv,
        E2E_BASE_URL: stack.url,
        E2E_DATABASE_URL: stack.databaseUrl,
        E2E_ADMIN_PASSWORD: adminPassword,
        E2E_TRANSLATION_PROVIDER_URL: translationProviderUrl,
        CHROMIUM_PATH: chromiumPath,
      },
    });
  } finally {
    await stack.stop();
  }
}

export const e2eLogDir = (root) => join(root, 'artifacts', 'e2e-logs');
