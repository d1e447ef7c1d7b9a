#!/usr/bin/env node
// `npm test`: formatting, type-aware lint (with the project boundaries), type checks, the web app's
// component tests (Vitest in jsdom, docs/decisions.md D-167), unit and integration tests
// against real PostgreSQL, Redis and NATS, then end-to-end tests in Chromium against the
// whole site started from its build, in shards side by side (docs/decisions.md, D-74).
// Ends with the time and CPU time of each phase (docs/decisions.md, D-190), then one line:
// "N passed, N failed".
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { runEndToEnd } from './lib/e2e.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { Phases } from './lib/phases.mjs';
import { jestCounts, playwrightCounts, vitestCounts } from './lib/results.mjs';
import { run, runForExitCode } from './lib/run.mjs';
import { withVisitorSecret } from './lib/visitor-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, 'artifacts');
const startedAt = Date.now();
const phases = new Phases();

await phases.time('Install', () => ensureDependencies(root));
const chromiumPath = await phases.time('Test browser', () => ensureTestBrowser());
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(join(artifacts, 'screenshots'), { recursive: true });
mkdirSync(join(artifacts, 'e2e-logs'), { recursive: true });

step('Formatting (Prettier)');
await phases.time('Prettier', () => run('npx', ['prettier', '--check', '--cache', '--log-level=warn', '.'], { cwd: root }));
// Side by side: the lint is one process on one core, the type checks take what is left.
step('Lint, type-aware, with the Nx project boundaries; type checks, one program per set of compiler options');
const script = (name) => (env) => run(process.execPath, [join(root, 'scripts', name)], { cwd: root, env });
await phases.sideBySide([
  { name: 'Lint', work: script('lint.mjs') },
  { name: 'Type checks', work: script('typecheck.mjs') },
]);
// Before the build and the infrastructure: they need neither, and a broken form shows in seconds.
step('Component tests of the web app (Vitest)');
const vitestReport = join(artifacts, 'vitest-report.json');
const vitestExit = await phases.time('Vitest', () =>
  runForExitCode('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    cwd: join(root, 'apps/web'),
  }),
);
await phases.time('Build', () => buildAll(root));

const infra = await phases.time('Servers', () => ensureInfrastructure(root, { forTests: true }));
// The gateways of the integration tests read this environment too (apps/gateway/test/support/
// test-stack.ts), so they use the clone's key like the site, rather than one made per process.
const env = withVisitorSecret(root, { ...process.env, ...infra.env });
let jestExit = 1;
let playwrightExit = 1;
let playwrightReports = [];
try {
  step('Unit and integration tests (Jest)');
  jestExit = await phases.time('Jest', () =>
    runForExitCode('npx', ['jest', '--ci', '--json', `--outputFile=${join(artifacts, 'jest-report.json')}`], { cwd: root, env }),
  );

  step('End-to-end tests (Playwright in Chromium)');
  ({ exitCode: playwrightExit, reportFiles: playwrightReports } = await phases.time('Playwright', () =>
    runEndToEnd(root, { baseEnv: env, chromiumPath, logDir: join(artifacts, 'e2e-logs') }),
  ));
} finally {
  // The servers' own CPU time is counted when they stop.
  await phases.time('Servers stopped', () => infra.stop());
}

const vitest = vitestCounts(vitestReport);
const jest = jestCounts(join(artifacts, 'jest-report.json'));
const e2e = playwrightCounts(playwrightReports);
const passed = vitest.passed + jest.passed + e2e.passed;
const failed = vitest.failed + jest.failed + e2e.failed;
console.log(
  `\nVitest: ${vitest.passed} passed, ${vitest.failed} failed · Jest: ${jest.passed} passed, ${jest.failed} failed · Playwright: ${e2e.passed} passed, ${e2e.failed} failed · ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
console.log(`\n${phases.table()}\n`);
console.log(`${passed} passed, ${failed} failed`);
const allExitedCleanly = vitestExit === 0 && jestExit === 0 && playwrightExit === 0;
process.exit(allExitedCleanly && failed === 0 && passed > 0 ? 0 : 1);
