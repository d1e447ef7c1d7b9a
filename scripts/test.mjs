#!/usr/bin/env node
// `npm test`: formatting, type-aware lint (with the project boundaries), type checks, the web app's
// component tests (Vitest in jsdom, docs/decisions.md D-167), unit and integration tests
// against real PostgreSQL, Redis and NATS, then end-to-end tests in Chromium against the
// whole site started from its build, in shards side by side (docs/decisions.md, D-74).
// Ends with one line: "N passed, N failed".
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { runEndToEnd } from './lib/e2e.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies, nxEnv } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { jestCounts, playwrightCounts, vitestCounts } from './lib/results.mjs';
import { run, runForExitCode } from './lib/run.mjs';
import { withVisitorSecret } from './lib/visitor-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, 'artifacts');
const startedAt = Date.now();

await ensureDependencies(root);
const chromiumPath = ensureTestBrowser();
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
// Before the build and the infrastructure: they need neither, and a broken form shows in seconds.
step('Component tests of the web app (Vitest)');
const vitestReport = join(artifacts, 'vitest-report.json');
const vitestExit = await runForExitCode(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { cwd: join(root, 'apps/web') },
);
await buildAll(root);

const infra = await ensureInfrastructure(root);
// The gateways of the integration tests read this environment too (apps/gateway/test/support/
// test-stack.ts), so they use the clone's key like the site, rather than one made per process.
const env = withVisitorSecret(root, { ...process.env, ...infra.env });
let jestExit = 1;
let playwrightExit = 1;
let playwrightReports = [];
try {
  step('Unit and integration tests (Jest)');
  jestExit = await runForExitCode('npx', ['jest', '--ci', '--json', `--outputFile=${join(artifacts, 'jest-report.json')}`], {
    cwd: root,
    env,
  });

  step('End-to-end tests (Playwright in Chromium)');
  ({ exitCode: playwrightExit, reportFiles: playwrightReports } = await runEndToEnd(root, {
    baseEnv: env,
    chromiumPath,
    logDir: join(artifacts, 'e2e-logs'),
  }));
} finally {
  await infra.stop();
}

const vitest = vitestCounts(vitestReport);
const jest = jestCounts(join(artifacts, 'jest-report.json'));
const e2e = playwrightCounts(playwrightReports);
const passed = vitest.passed + jest.passed + e2e.passed;
const failed = vitest.failed + jest.failed + e2e.failed;
console.log(
  `\nVitest: ${vitest.passed} passed, ${vitest.failed} failed · Jest: ${jest.passed} passed, ${jest.failed} failed · Playwright: ${e2e.passed} passed, ${e2e.failed} failed · ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
const allExitedCleanly = vitestExit === 0 && jestExit === 0 && playwrightExit === 0;
process.exit(allExitedCleanly && failed === 0 && passed > 0 ? 0 : 1);
