import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { step, warn } from './log.mjs';
import { freePort } from './ports.mjs';
import { playwrightCounts, playwrightFailures } from './results.mjs';
import { runForExitCode, runLabelled } from './run.mjs';
import { startIsolatedStack } from './stack.mjs';

/** playwright.config.ts's testDir. */
const SPEC_DIR = join('apps', 'web', 'e2e');
const DEFAULT_SHARDS = 3;

/**
 * The whole site from its build, on its own database, NATS namespace and Redis prefix, with
 * Playwright run against it. The whole suite is split by file into shards that run side by
 * side, each against a stack of its own, since the tests arrange rows straight in the
 * database (docs/decisions.md, D-74). `playwrightArgs` narrows the run (spec files, `--grep`),
 * which then goes as one shard. Answers the exit code and every shard's JSON report.
 */
export async function runEndToEnd(root, { baseEnv, chromiumPath, logDir, playwrightArgs = [] }) {
  const total = shardCount(root, baseEnv, playwrightArgs);
  const shards = Array.from({ length: total }, (_, index) => shardFiles(root, logDir, index + 1, total));
  for (const shard of shards) {
    rmSync(shard.reportFile, { force: true });
    mkdirSync(shard.logDir, { recursive: true });
  }
  if (total > 1) step(`${total} shards, each against its own stack (E2E_SHARDS)`);
  const started = await Promise.allSettled(shards.map((shard) => startShardStack(root, baseEnv, shard)));
  try {
    const notStarted = started.find(({ status }) => status === 'rejected');
    if (notStarted) throw notStarted.reason;
    const exits = await Promise.all(
      started.map(({ value }, index) =>
        runShard(root, { ...value, ...shards[index], total, baseEnv, chromiumPath, playwrightArgs }).catch((error) => {
          warn(`Shard ${index + 1}/${total} could not run: ${error.message}`);
          return 1;
        }),
      ),
    );
    if (total > 1) summarize(shards, exits);
    return { exitCode: exits.find((code) => code !== 0) ?? 0, reportFiles: shards.map((shard) => shard.reportFile) };
  } finally {
    // Every stack that started is stopped, whatever happened to the others or to the shards.
    const stopped = await Promise.allSettled(started.filter(({ status }) => status === 'fulfilled').map(({ value }) => value.stack.stop()));
    for (const { reason } of stopped.filter(({ status }) => status === 'rejected')) warn(`Could not stop a stack: ${reason.message}`);
  }
}

export const e2eLogDir = (root) => join(root, 'artifacts', 'e2e-logs');

/** E2E_SHARDS (3 unless set), one when the run is narrowed, never more than there are spec files. */
function shardCount(root, env, playwrightArgs) {
  const wanted = env.E2E_SHARDS === undefined || env.E2E_SHARDS === '' ? DEFAULT_SHARDS : Number(env.E2E_SHARDS);
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`E2E_SHARDS must be a whole number from 1 up, not "${env.E2E_SHARDS}"`);
  if (playwrightArgs.length > 0) return 1;
  const specFiles = readdirSync(join(root, SPEC_DIR), { recursive: true }).filter((file) => String(file).endsWith('.spec.ts')).length;
  return Math.max(1, Math.min(wanted, specFiles));
}

/** Where a shard writes: one shard keeps the plain names; several are numbered. */
function shardFiles(root, logDir, index, total) {
  const suffix = total === 1 ? '' : `-${index}`;
  return {
    index,
    logDir: total === 1 ? logDir : join(logDir, `shard-${index}`),
    reportFile: join(root, 'artifacts', `e2e-report${suffix}.json`),
    outputDir: join(root, 'artifacts', `e2e-results${suffix}`),
  };
}

async function startShardStack(root, baseEnv, { logDir }) {
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;
  // A local server speaking LibreTranslate's API, started by Playwright's global setup on this
  // port (apps/web/e2e/support/translation-provider.setup.ts); the services only call it during a test.
  const translationProviderUrl = `http://127.0.0.1:${await freePort()}`;
  const stack = await startIsolatedStack(root, {
    label: 'e2e',
    baseEnv,
    logDir,
    durable: false,
    env: {
      ADMIN_PASSWORD: adminPassword,
      // The tests arrange rows straight in the database and every visitor is 127.0.0.1, so the
      // public-read cache and the per-IP limits are off here; integration tests cover both.
      PUBLIC_CACHE_SECONDS: '0',
      RATE_LIMIT_LIKES_PER_MINUTE: '100000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '100000',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
      RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_QR_PER_MINUTE: '100000',
      // Every test logs in from 127.0.0.1 within a few minutes: the site-wide cap is the integration tests'.
      LOGIN_CHECKS_PER_MINUTE: '100000',
      TRANSLATION_PROVIDER: 'libretranslate',
      LIBRETRANSLATE_URL: translationProviderUrl,
      TRANSLATION_RETRY_ATTEMPTS: '2',
      TRANSLATION_RETRY_BASE_MS: '200',
      // The site-icon test's local website listens on 127.0.0.1, which the fetcher refuses otherwise (D-110).
      SITE_ICON_ALLOWED_ADDRESSES: '127.0.0.1',
    },
  });
  return { stack, adminPassword, translationProviderUrl };
}

function runShard(root, shard) {
  const { index, total, stack, playwrightArgs } = shard;
  const args = ['playwright', 'test', ...(total > 1 ? [`--shard=${index}/${total}`] : []), ...playwrightArgs];
  const options = {
    cwd: root,
    env: {
      ...shard.baseEnv,
      E2E_BASE_URL: stack.url,
      E2E_DATABASE_URL: stack.databaseUrl,
      // What the stack's gateways run with, for a test that starts one more with a setting of its own.
      E2E_GATEWAY_ENV: JSON.stringify(stack.gatewayEnv),
      // The services' NATS, for arranging access logs the way a gateway sends them.
      E2E_NATS_URL: shard.baseEnv.NATS_URL,
      E2E_NATS_NAMESPACE: stack.sharedEnv.NATS_NAMESPACE,
      E2E_ADMIN_PASSWORD: shard.adminPassword,
      E2E_TRANSLATION_PROVIDER_URL: shard.translationProviderUrl,
      E2E_REPORT_FILE: shard.reportFile,
      E2E_OUTPUT_DIR: shard.outputDir,
      CHROMIUM_PATH: shard.chromiumPath,
    },
  };
  if (total === 1) return runForExitCode('npx', args, options);
  return runLabelled('npx', args, { ...options, label: `[e2e ${index}/${total}] `, logFile: join(shard.logDir, 'playwright.log') });
}

/** Each shard's outcome in a few lines, after the interleaved output, with the failed tests by name. */
function summarize(shards, exits) {
  for (const [position, shard] of shards.entries()) {
    const { passed, failed } = playwrightCounts([shard.reportFile]);
    const outcome = `Shard ${shard.index}/${shards.length}: ${passed} passed, ${failed} failed (exit ${exits[position]})`;
    if (exits[position] === 0 && failed === 0) {
      step(outcome);
      continue;
    }
    warn(`${outcome}; its whole output is in ${join(shard.logDir, 'playwright.log')}`);
    for (const { test, endings } of playwrightFailures(shard.reportFile)) {
      console.log(`    ✘ ${test}`);
      for (const line of endings) console.log(`        ${line}`);
    }
  }
}
