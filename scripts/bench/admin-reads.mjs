#!/usr/bin/env node
// The owner's analytics and access-log reads at scale, and what recording every request costs.
//   measureAdminReads({ url, databaseUrl, nats, ownerCookie, pg }): seeds a million analytics events
//     (400 days), a million access-log rows (30 days, what retention keeps) and 100,000 newsletter
//     subscribers, then times each admin read through the gateway: p95 of sequential requests,
//     target ≤ 200 ms.
//   measureRecordingCostOn(env): cached GET /api/profile throughput through two gateways started
//     for it, the access log on and off (ACCESS_LOG_ENABLED), in pairs of rounds; target within 10 %.
// `node scripts/bench/admin-reads.mjs` measures recording's cost on an isolated stack of its own,
// then the reads on it, and prints them, with the CPU PostgreSQL and the engagement service
// spend per request stored (access-log-cpu.mjs); `--recording-only` skips the reads (and the
// million rows they seed).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from '../lib/infra.mjs';
import { buildAll, ensureDependencies } from '../lib/install.mjs';
import { step } from '../lib/log.mjs';
import { freePort } from '../lib/ports.mjs';
import { stopProcess } from '../lib/run.mjs';
import { startIsolatedStack } from '../lib/stack.mjs';
import { withVisitorSecret } from '../lib/visitor-secret.mjs';
import { measureStoreCpu } from './access-log-cpu.mjs';
import { ROWS, seedAdminReads } from './admin-seed.mjs';
import { chooseLoadGenerator, generateLoad } from './load.mjs';

export { ROWS, SUBSCRIBERS } from './admin-seed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));

export const TARGETS = { p95Ms: 200, recordingCost: 0.1 };
const SAMPLES = 60;
const WARM_UP = 5;

/** The reads of the analytics tab and the access-log page, as the panel makes them. */
const READS = [
  ['analytics summary', '/api/analytics/summary'],
  ['recent activity', '/api/analytics/events?limit=50'],
  ['30-day chart', '/api/analytics/daily?days=30'],
  ['referrers, devices, sections', '/api/analytics/breakdown?days=30'],
  ['access stats', '/api/admin/access-stats'],
  ['first page of logs', '/api/admin/access-logs?limit=50'],
  // The subscribers' page and its total; a rare piece (a dozen matches) and a common one (a fifth).
  ['subscribers, first page', '/api/admin/subscribers'],
  ['subscribers, rare search', '/api/admin/subscribers?search=4242'],
  ['subscribers, common search', '/api/admin/subscribers?search=gmail'],
];

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];

/** Sequential requests, one at a time, as one owner's panel makes them. */
async function timeRead(url, ownerCookie) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie: ownerCookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < WARM_UP; index += 1) await once();
  const times = [];
  for (let index = 0; index < SAMPLES; index += 1) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] };
}

export async function measureAdminReads({ url, databaseUrl, nats, ownerCookie, pg = require('pg'), rows = ROWS }) {
  const seeded = await seedAdminReads({ databaseUrl, nats, pg, rows });
  const reads = [];
  for (const [name, path] of READS) reads.push({ name, path, ...(await timeRead(`${url}${path}`, ownerCookie)) });
  return { seeded, reads };
}

/**
 * Cached GET /api/profile through a gateway recording every request and one not, in pairs of
 * rounds back to back (on first, then off first, in turn), so a machine whose speed drifts
 * weighs on both sides of a pair; the cost is one minus the median of the pairs' ratios. After
 * each round comes a pause of a flush interval and more, so the last batch of a recording round
 * is stored before the next round starts rather than during it.
 */
async function measureRecordingCost({ recordingUrl, quietUrl }, { pairs = 6, seconds = 4, connections = 50 } = {}) {
  const generator = chooseLoadGenerator();
  const run = async (url) => {
    const result = await generateLoad(generator, { url: `${url}/api/profile`, connections, seconds });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return result.rps;
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const on = [];
  const off = [];
  await run(recordingUrl);
  await run(quietUrl);
  for (let pair = 0; pair < pairs; pair += 1) {
    if (pair % 2 === 0) {
      on.push(await run(recordingUrl));
      off.push(await run(quietUrl));
    } else {
      off.push(await run(quietUrl));
      on.push(await run(recordingUrl));
    }
  }
  const ratios = on.map((recording, pair) => recording / off[pair]);
  return { recording: median(on), quiet: median(off), ratios, cost: 1 - median(ratios) };
}

/** The access log's cost of recording with its pairs, and its CPU per request stored. */
export function reportRecordingCost(cost, { requests, seconds, cpuMicrosPerRequest, serviceMicrosPerRequest }) {
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nAccess-log recording: cached GET /api/profile, recording on and off\n` +
      `  ${cost.recording.toFixed(0)} req/s on, ${cost.quiet.toFixed(0)} req/s off  ` +
      `cost ${(cost.cost * 100).toFixed(1)} %  target ≤ ${TARGETS.recordingCost * 100} %  ${mark(cost.cost <= TARGETS.recordingCost)}` +
      `   pairs, on / off: ${cost.ratios.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ')}\n` +
      `Storing, one batch at a time\n` +
      `  CPU a request: PostgreSQL ${cpuMicrosPerRequest.toFixed(2)} µs, ` +
      `engagement service ${serviceMicrosPerRequest?.toFixed(2) ?? '?'} µs (${requests.toLocaleString('en')} requests in batches of 1,000, ${seconds.toFixed(1)} s)\n`,
  );
}

export function reportAdminReads({ seeded, reads }, recordingCost) {
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const lines = reads.map(
    (read) =>
      `  ${read.name.padEnd(30)} p50 ${read.p50.toFixed(1).padStart(6)} ms  p95 ${read.p95.toFixed(1).padStart(6)} ms  ` +
      `target ≤ ${TARGETS.p95Ms} ms  ${mark(read.p95 <= TARGETS.p95Ms)}   ${read.path}`,
  );
  const cost = recordingCost
    ? `\nAccess-log recording: cached GET /api/profile ${recordingCost.recording.toFixed(0)} req/s on, ${recordingCost.quiet.toFixed(0)} req/s off` +
      `  cost ${(recordingCost.cost * 100).toFixed(1)} %  target ≤ ${TARGETS.recordingCost * 100} %  ${mark(recordingCost.cost <= TARGETS.recordingCost)}` +
      `\n  each pair, on / off: ${recordingCost.ratios.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ')}`
    : '';
  console.log(`
Admin reads with ${seeded.rows.toLocaleString('en')} analytics events, ${seeded.rows.toLocaleString('en')} access-log rows and ${seeded.subscribers.toLocaleString('en')} subscribers (seeded in ${seeded.seconds.toFixed(0)} s; ${SAMPLES} sequential requests each)
${lines.join('\n')}${cost}
`);
}

export async function login(url, password) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return /stagelink_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/** A gateway of its own on the same services and database, with the access log on or off and `extraEnv` on top. */
export async function startGateway(env, { accessLog, extraEnv = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
    env: { ...withVisitorSecret(root, env), PORT: String(port), ACCESS_LOG_ENABLED: String(accessLog), ...extraEnv },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error('A measuring gateway exited while starting');
    if (
      await fetch(`${url}/api/health/live`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop: () => stopProcess(child) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stopProcess(child);
  throw new Error('A measuring gateway did not start');
}

/**
 * What recording costs, between two gateways started for it, alike but for the access log, so
 * neither carries the other's history (the stack's own gateway has served every other figure).
 */
export async function measureRecordingCostOn(env) {
  const [recording, quiet] = await Promise.all([startGateway(env, { accessLog: true }), startGateway(env, { accessLog: false })]);
  try {
    return await measureRecordingCost({ recordingUrl: recording.url, quietUrl: quiet.url });
  } finally {
    await Promise.all([recording.stop(), quiet.stop()]);
  }
}

const RECORDING_ONLY = process.argv.includes('--recording-only');

async function main() {
  await ensureDependencies(root);
  await buildAll(root);
  const infra = await ensureInfrastructure(root);
  const password = randomBytes(12).toString('base64url');
  const shared = { ADMIN_PASSWORD: password, PUBLIC_CACHE_SECONDS: '3600', LOG_LEVEL: 'warn' };
  let stack;
  try {
    step('An isolated stack');
    stack = await startIsolatedStack(root, { label: 'adminreads', baseEnv: { ...process.env, ...infra.env }, env: shared });
    const nats = { url: infra.env.NATS_URL, namespace: stack.sharedEnv.NATS_NAMESPACE };
    step('Access-log recording: cached GET /api/profile, on and off');
    const cost = await measureRecordingCostOn({
      ...process.env,
      ...infra.env,
      ...shared,
      ...stack.sharedEnv,
      DATABASE_URL: stack.databaseUrl,
    });
    step("PostgreSQL's CPU per request stored");
    const cpu = await measureStoreCpu({ databaseUrl: stack.databaseUrl, nats, servicePid: stack.supervisor.child('engagement').pid });
    if (!RECORDING_ONLY) {
      step(`Admin reads: seeding ${ROWS.toLocaleString('en')} events and access-log rows`);
      const reads = await measureAdminReads({
        url: stack.url,
        databaseUrl: stack.databaseUrl,
        nats,
        ownerCookie: await login(stack.url, password),
      });
      reportAdminReads(reads, cost);
    }
    reportRecordingCost(cost, cpu);
  } finally {
    await stack?.stop();
    await infra.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
