#!/usr/bin/env node
// `npm test`: formatting, type-aware lint (with the project boundaries), type checks, unit and integration tests
// against real PostgreSQL, Redis and NATS, then end-to-end tests in Chromium against the
// whole site started from its build. Ends with one line: "N passed, N failed".
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies, nxEnv } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { jestCounts, playwrightCounts } from './lib/results.mjs';
import { run, runForExitCode } from './lib/run.mjs';
import { startIsolatedStack } from './lib/stack.mjs';
import { withVisitorSecret } from './lib/visitor-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, 'artifacts');
const startedAt = Date.now();

await ensureDependencies(root);
const chromiumPath = ensureChromium();
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(join(artifacts, 'screenshots'), { recursive: true });
mkdirSync(join(artifacts, 'e2e-logs'), { recursive: true });

step('Formatting (Prettier)');
await run('npx', ['prettier', '--check', '--cache', '--log-level=warn', '.'], { cwd: root });
step('Lint, type-aware, with the Nx project boundaries (cached by Nx per project)');
// The boundary rule reads Nx's project graph and silently skips itself without one.
await run('npx', ['nx', 'show', 'projects'], { cwd: root, env: nxEnv(), stdio: 'ignore' });
await run('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static'], { cwd: root, env: nxEnv() });
step('Type checks');
await run('npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'], { cwd: root, env: nxEnv() });
await buildAll(root);

const infra = await ensureInfrastructure(root);
// The gateways of the integration tests read this environment too (apps/gateway/test/support/
// test-stack.ts), so they use the clone's key like the site, rather than one made per process.
const env = withVisitorSecret(root, { ...process.env, ...infra.env });
let jestExit = 1;
let playwrightExit = 1;
try {
  step('Unit and integration tests (Jest)');
  jestExit = await runForExitCode('npx', ['jest', '--ci', '--json', `--outputFile=${join(artifacts, 'jest-report.json')}`], {
    cwd: root,
    env,
  });

  step('End-to-end tests (Playwright in Chromium)');
  playwrightExit = await runEndToEnd(env);
} finally {
  await infra.stop();
}

const jest = jestCounts(join(artifacts, 'jest-report.json'));
const e2e = playwrightCounts(join(artifacts, 'e2e-report.json'));
const passed = jest.passed + e2e.passed;
const failed = jest.failed + e2e.failed;
console.log(
  `\nJest: ${jest.passed} passed, ${jest.failed} failed · Playwright: ${e2e.passed} passed, ${e2e.failed} failed · ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(jestExit === 0 && playwrightExit === 0 && failed === 0 && passed > 0 ? 0 : 1);

/** The whole site from its build, on its own database, NATS namespace and Redis prefix. */
async function runEndToEnd(baseEnv) {
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;
  const stack = await startIsolatedStack(root, {
    label: 'e2e',
    baseEnv,
    logDir: join(artifacts, 'e2e-logs'),
    env: {
      ADMIN_PASSWORD: adminPassword,
      // The tests arrange rows straight in the database and every visitor is 127.0.0.1, so the
      // public-read cache and the per-IP limits are off here; integration tests cover both.
      PUBLIC_CACHE_SECONDS: '0',
      RATE_LIMIT_LIKES_PER_MINUTE: '100000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '100000',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
    },
  });
  try {
    return await runForExitCode('npx', ['playwright', 'test'], {
      cwd: root,
      env: {
        ...baseEnv,
        E2E_BASE_URL: stack.url,
        E2E_DATABASE_URL: stack.databaseUrl,
        E2E_ADMIN_PASSWORD: adminPassword,
        CHROMIUM_PATH: chromiumPath,
      },
    });
  } finally {
    await stack.stop();
  }
}
