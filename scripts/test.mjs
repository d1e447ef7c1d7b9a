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
import { buildCommand, ensureDependencies, nxEnv } from './lib/install.mjs';
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

// The checks, the component tests and the build need neither the servers nor each other: side by
// side they fill both cores, where one after another the lint held one and left the other idle.
step('Formatting, type-aware lint with the Nx project boundaries, type checks, component tests (Vitest) and the build, side by side');
// Nx's project graph is made once here, before the build and the lint's boundary rule both read it.
await run('npx', ['nx', 'show', 'projects'], { cwd: root, env: nxEnv(), stdio: 'ignore' });
const vitestReport = join(artifacts, 'vitest-report.json');
const script = (name) => [join(root, 'scripts', name)];
const vitestRun = {
  name: 'Vitest',
  command: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  options: { cwd: join(root, 'apps/web') },
};
const beforeTheServers = [
  { name: 'Prettier', command: 'npx', args: ['prettier', '--check', '--cache', '--log-level=warn', '.'], options: { cwd: root } },
  { name: 'Lint', command: process.execPath, args: script('lint.mjs'), options: { cwd: root } },
  { name: 'Type checks', command: process.execPath, args: script('typecheck.mjs'), options: { cwd: root } },
  vitestRun,
  { name: 'Build', ...buildCommand(root) },
];
const exits = await phases.sideBySide(beforeTheServers);
const vitestExit = exits[beforeTheServers.indexOf(vitestRun)];
// A failed test is counted with the others at the end; a failed check or build ends the run here.
const stopped = beforeTheServers.filter((each, index) => each !== vitestRun && exits[index] !== 0).map(({ name }) => name);
if (stopped.length > 0) {
  console.error(`\n${phases.table()}\n\nFailed: ${stopped.join(', ')}`);
  process.exit(1);
}

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
