#!/usr/bin/env node
// `npm test`: formatting, type-aware lint (with the project boundaries), type checks, the web app's
// component tests (Vitest in jsdom, docs/decisions.md D-167), unit and integration tests
// against real PostgreSQL, Redis and NATS, then end-to-end tests in Chromium against the
// whole site started from its build, in shards side by side (docs/decisions.md, D-74); the checks
// run beside the build and the Jest tests (D-201), the lint and the type checks in one process (D-205).
// Ends with the time and CPU time of each phase (docs/decisions.md, D-190), then one line:
// "N passed, N failed".
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { runEndToEnd } from './lib/e2e.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildCommand, ensureDependencies, nxEnv } from './lib/install.mjs';
import { step, warn } from './lib/log.mjs';
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

// The checks and the component tests need neither the servers nor each other, and the build
// (SWC, no type checks: D-200) needs none of them; the unit and integration tests need only the
// build. So the checks run side by side from the start and the Jest tests join them once the
// build is done: the integration tests wait on their servers often enough to leave a core to the
// checks. The end-to-end tests, the most sensitive to a busy machine, run alone last (D-201).
step(
  'Formatting, type-aware lint with the Nx project boundaries and type checks, and component tests (Vitest) side by side, with the build, then the Jest tests, beside them',
);
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
const besideTheTests = [
  { name: 'Prettier', command: 'npx', args: ['prettier', '--check', '--cache', '--log-level=warn', '.'], options: { cwd: root } },
  // The type checks read the lint's programs rather than building their own (D-205).
  { name: 'Lint and types', command: process.execPath, args: [...script('lint.mjs'), '--types'], options: { cwd: root } },
  vitestRun,
];
// Waited for on every way out of the run, so no check outlives it or fails unheard.
const checkExits = phases.sideBySide(besideTheTests).catch((error) => {
  warn(`The checks could not run: ${error.message}`);
  return besideTheTests.map(() => 1);
});
const build = buildCommand(root);
const buildExit = await phases.time('Build', () => runForExitCode(build.command, build.args, build.options));

let infra = null;
let env = null;
let jestExit = 1;
let playwrightExit = 1;
let playwrightReports = [];
let exits = [];
try {
  if (buildExit === 0) {
    infra = await phases.time('Servers', () => ensureInfrastructure(root, { forTests: true }));
    // The gateways of the integration tests read this environment too (apps/gateway/test/support/
    // test-stack.ts), so they use the clone's key like the site, rather than one made per process.
    env = withVisitorSecret(root, { ...process.env, ...infra.env });
    step('Unit and integration tests (Jest)');
    jestExit = await phases.time('Jest', () =>
      runForExitCode('npx', ['jest', '--ci', '--json', `--outputFile=${join(artifacts, 'jest-report.json')}`], { cwd: root, env }),
    );
  }
  exits = await checkExits;
  if (failedChecks().length === 0) {
    step('End-to-end tests (Playwright in Chromium)');
    ({ exitCode: playwrightExit, reportFiles: playwrightReports } = await phases.time('Playwright', () =>
      runEndToEnd(root, { baseEnv: env, chromiumPath, logDir: join(artifacts, 'e2e-logs') }),
    ));
  }
} finally {
  await checkExits;
  // The servers' own CPU time is counted when they stop.
  if (infra) await phases.time('Servers stopped', () => infra.stop());
}

/** A failed build or check ends the run before the browser; a failed test is counted with the others. */
function failedChecks() {
  return [
    ...(buildExit === 0 ? [] : ['Build']),
    ...besideTheTests.filter((each, index) => each !== vitestRun && exits[index] !== 0).map(({ name }) => name),
  ];
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
const stopped = failedChecks();
if (stopped.length > 0) console.error(`Failed: ${stopped.join(', ')}; the end-to-end tests did not run.`);
const vitestExit = exits[besideTheTests.indexOf(vitestRun)];
const allExitedCleanly = stopped.length === 0 && vitestExit === 0 && jestExit === 0 && playwrightExit === 0;
process.exit(allExitedCleanly && failed === 0 && passed > 0 ? 0 : 1);
