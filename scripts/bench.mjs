#!/usr/bin/env node
// `npm run bench`: the public page as a phone receives it (bytes on the wire in Chromium,
// Lighthouse's mobile run), and the gateway's hot paths beside a bare node:http server doing
// the same work in the same run; then launch day, a service killed under a few minutes of
// visitors (scripts/bench/launch-day.mjs). A measurement, not a test: it prints each figure beside its target.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, measureAdminReads, measureRecordingCostOn, reportAdminReads } from './bench/admin-reads.mjs';
import { measureLaunchDay, reportLaunchDay } from './bench/launch-day.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measurePageTransfer } from './bench/page-transfer.mjs';
import { bareServer, manyVisitors, throughputBench } from './bench/throughput.mjs';
import { ensureBenchBrowser } from './lib/chromium.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { startIsolatedStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const ROUNDS = 3;
const CONNECTIONS = 50;
const TARGETS = {
  score: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  jsBeforeReadyKb: 110,
  cssKb: 10,
  htmlKb: 30,
  otherApiCalls: 0,
  cachedProfileRatio: 0.6,
  renderedPageRatio: 0.4,
};

await ensureDependencies(root);
await buildAll(root);
const chromiumPath = ensureBenchBrowser();
const infra = await ensureInfrastructure(root);
const logDir = join(root, 'artifacts', 'bench-logs');
mkdirSync(logDir, { recursive: true });
const adminPassword = randomBytes(12).toString('base64url');
let stack;
let results;
let adminReads;
let launchDay;
try {
  const env = {
    DEMO_CONTENT: 'true',
    ADMIN_PASSWORD: adminPassword,
    // The load comes from one machine; the per-IP limits would measure 429s instead.
    RATE_LIMIT_LIKES_PER_MINUTE: '1000000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
    // Likes come from many visitors, named by X-Forwarded-For as a proxy in front would.
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_CACHE_SECONDS: '3600',
  };
  stack = await startIsolatedStack(root, { label: 'bench', baseEnv: { ...process.env, ...infra.env }, env, logDir });
  const { chromium } = require('@playwright/test');
  step('The page as Chromium receives it (390×844)');
  const transfer = await measurePageTransfer(chromium, chromiumPath, `${stack.url}/`);
  step('Lighthouse, mobile defaults, 3 runs');
  const lighthouse = await measureLighthouse(chromiumPath, `${stack.url}/`);
  step(`Throughput: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
  results = { transfer, lighthouse, ...(await measureThroughput(stack)) };
  step('Access-log recording: cached GET /api/profile through two gateways started for it, one recording and one not');
  const recordingCost = await measureRecordingCostOn({
    ...process.env,
    ...infra.env,
    ...env,
    ...stack.sharedEnv,
    DATABASE_URL: stack.databaseUrl,
  });
  step('Admin reads: seeding a million analytics events, a million access-log rows and 100,000 subscribers');
  adminReads = {
    reads: await measureAdminReads({
      url: stack.url,
      databaseUrl: stack.databaseUrl,
      nats: { url: infra.env.NATS_URL, namespace: stack.sharedEnv.NATS_NAMESPACE },
      ownerCookie: await login(stack.url, adminPassword),
    }),
    recordingCost,
  };
  await stack.stop();
  stack = null;
  step('Launch day: visitors for a few minutes on a stack of its own, the engagement service killed in the middle');
  launchDay = await measureLaunchDay({ baseEnv: { ...process.env, ...infra.env }, logDir: join(logDir, 'launch-day') });
} finally {
  await stack?.stop();
  await infra.stop();
}
report(results);
reportAdminReads(adminReads.reads, adminReads.recordingCost);
reportLaunchDay(launchDay);

async function measureThroughput({ url, databaseUrl }) {
  const bench = throughputBench({ autocannon: require('autocannon'), connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS });
  const asBrowser = { 'accept-encoding': 'br, gzip' };
  // Node's fetch decodes bodies; the bytes as sent come from node:http instead.
  const rawBytes = (path, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${url}${path}`, { headers }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
        })
        .on('error', reject);
    });
  const profile = await rawBytes('/api/profile', asBrowser);
  const page = await rawBytes('/', asBrowser);
  const sections = await (await fetch(`${url}/api/sections`)).json();
  const video = sections.find((section) => section.type === 'video');

  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { LIKE_TOGGLE_SQL, likeLockKey } = require(join(root, 'services/engagement/dist/likes/like-queries.js'));
  const send = (response, type, { body, encoding }) => {
    response.writeHead(200, { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) });
    response.end(body);
  };
  // The baseline of a like: node:http and pg running the very statements of the toggle in one transaction.
  const bareLike = async (request, response) => {
    const visitor = String(request.headers['x-forwarded-for']);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(LIKE_TOGGLE_SQL.begin, [likeLockKey(video.id, 0, visitor)]);
      const { rows } = await client.query(LIKE_TOGGLE_SQL.unlike, [video.id, 0, visitor]);
      if (rows[0].removed === 0) await client.query(LIKE_TOGGLE_SQL.like, [video.id, 0, visitor, request.headers['user-agent'] ?? null]);
      const state = await client.query(LIKE_TOGGLE_SQL.state, [video.id, 0, visitor]);
      await client.query('COMMIT');
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ liked: state.rows[0].liked, totalLikes: Number(state.rows[0].total) }));
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      response.writeHead(500).end(String(error));
    } finally {
      client.release();
    }
  };
  const bare = await bareServer((request, response) => {
    if (request.url === '/like') return bareLike(request, response);
    if (request.url === '/') return send(response, 'text/html; charset=utf-8', page);
    return send(response, 'application/json; charset=utf-8', profile);
  });
  const likeRequest = { method: 'POST', body: JSON.stringify({ videoIndex: 0 }), ...manyVisitors({ 'content-type': 'application/json' }) };
  try {
    await bench.run({ url: `${url}/api/profile`, duration: 2 }); // warm-up: JIT, caches, connections
    await bench.run({ url: `${url}/`, headers: asBrowser, duration: 2 });
    return {
      cachedProfile: await bench.compare(
        { url: `${url}/api/profile`, headers: asBrowser },
        { url: `${bare.url}/api/profile`, headers: asBrowser },
      ),
      renderedPage: await bench.compare({ url: `${url}/`, headers: asBrowser }, { url: `${bare.url}/`, headers: asBrowser }),
      like: await bench.compare(
        { url: `${url}/api/sections/${video.id}/like`, ...likeRequest },
        { url: `${bare.url}/like`, ...likeRequest },
      ),
      pageBytes: page.body.length,
      pageEncoding: page.encoding,
    };
  } finally {
    await bare.close();
    await pool.end();
  }
}

function report({ transfer, lighthouse, cachedProfile, renderedPage, like }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${Math.round(value)} ms`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const row = (name, value, target, ok) => `  ${name.padEnd(44)} ${String(value).padEnd(24)} ${target.padEnd(14)} ${mark(ok)}`;
  const line = (name, result) =>
    `      ${result.rps.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  (${result.failures} failed)  ${name}`;
  const ratio = ({ gateway, bare }) => gateway.rps / bare.rps;
  const lh = lighthouse.median;
  console.log(`
BENCHMARKS (${new Date().toISOString()}, node ${process.version})

Lighthouse, mobile (simulated 150 ms RTT, 1.6 Mbps, 4× CPU), median of ${lighthouse.scores.length} runs (${lighthouse.scores.join(', ')})
${row('performance score', lh.score, `≥ ${TARGETS.score}`, lh.score >= TARGETS.score)}
${row('first contentful paint', ms(lh.fcp), '', true)}
${row('largest contentful paint', ms(lh.lcp), `≤ ${TARGETS.lcpMs} ms`, lh.lcp <= TARGETS.lcpMs)}
${row('total blocking time', ms(lh.tbt), `≤ ${TARGETS.tbtMs} ms`, lh.tbt <= TARGETS.tbtMs)}
${row('cumulative layout shift', lh.cls.toFixed(3), `≤ ${TARGETS.cls}`, lh.cls <= TARGETS.cls)}
  LCP element: ${lh.lcpElement.slice(0, 120)}
  unused JavaScript: ${lh.unusedJs.map((item) => `${item.url} ${kb(item.wastedBytes)}`).join(', ') || 'none listed'}
  opportunities: ${lh.opportunities.join(', ') || 'none listed'}

The page as Chromium receives it (bytes on the wire, 390×844)
${row('JavaScript before the page is loaded and interactive', `${kb(transfer.jsBeforeReady)} in ${transfer.jsFiles} files`, `≤ ${TARGETS.jsBeforeReadyKb} KB`, transfer.jsBeforeReady <= TARGETS.jsBeforeReadyKb * 1024)}
${row('JavaScript after it', kb(transfer.jsAfterReady), '', true)}
${row('CSS', kb(transfer.css), `≤ ${TARGETS.cssKb} KB`, transfer.css <= TARGETS.cssKb * 1024)}
${row(`HTML of / (${transfer.htmlEncoding}; ${kb(transfer.htmlDecoded)} decoded)`, kb(transfer.html), `≤ ${TARGETS.htmlKb} KB`, transfer.html <= TARGETS.htmlKb * 1024)}
${row('API calls before interactive, not profile_view', `${transfer.otherApiBeforeInteractive.length} (${transfer.apiBeforeInteractive.join(', ') || 'none'})`, `${TARGETS.otherApiCalls}`, transfer.otherApiBeforeInteractive.length === 0)}
${row('per-video likes calls', transfer.likeCallsPerVideo, '0', transfer.likeCallsPerVideo === 0)}
${row('text responses over 1 KB sent uncompressed', transfer.uncompressedText.join(', ') || 'none', 'none', transfer.uncompressedText.length === 0)}

Throughput (${CONNECTIONS} connections, Accept-Encoding: br, gzip; median of ${ROUNDS} alternating ${SECONDS} s rounds)
  GET /api/profile (cached)
${line('gateway', cachedProfile.gateway)}
${line('bare node:http, the same bytes', cachedProfile.bare)}
${row('  ratio', `${(ratio(cachedProfile) * 100).toFixed(0)}% of bare`, `≥ ${TARGETS.cachedProfileRatio * 100}%`, ratio(cachedProfile) >= TARGETS.cachedProfileRatio)}
  GET / (rendered, cached)
${line('gateway', renderedPage.gateway)}
${line('bare node:http, the same HTML', renderedPage.bare)}
${row('  ratio', `${(ratio(renderedPage) * 100).toFixed(0)}% of bare`, `≥ ${TARGETS.renderedPageRatio * 100}%`, ratio(renderedPage) >= TARGETS.renderedPageRatio)}
  POST /api/sections/{id}/like (a new visitor every time)
${line('gateway', like.gateway)}
${line('bare node:http + pg, the same transaction', like.bare)}
    ratio ${(ratio(like) * 100).toFixed(0)}% of bare, p99 ${like.gateway.p99} ms vs ${like.bare.p99} ms
`);
}
