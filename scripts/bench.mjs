#!/usr/bin/env node
// `npm run bench`: the public page as a phone receives it (bytes on the wire in Chromium,
// Lighthouse's mobile run), and the gateway's hot paths beside a bare node:http server doing
// the same work in the same run; then launch day, a service killed under a few minutes of
// visitors (scripts/bench/launch-day.mjs). A measurement, not a test: it prints each figure beside its target.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, measureAdminReads, measureRecordingCostOn, reportAdminReads } from './bench/admin-reads.mjs';
import { gatewayPathLines, measureGatewayPaths, measureHalfRate } from './bench/gateway-paths.mjs';
import { measureLaunchDay, reportLaunchDay } from './bench/launch-day.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { chooseLoadGenerator } from './bench/load.mjs';
import { memoryReport, residentMemory, singleProcessReport } from './bench/memory.mjs';
import { measurePageTransfer } from './bench/page-transfer.mjs';
import { saveAnswer, startBareServer, throughputBench } from './bench/throughput.mjs';
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
// `npm run bench -- --throughput-only`: the stack's throughput and memory alone, no browser, no
// admin reads, no launch day: what a change to the gateway's hot path needs to be measured.
const THROUGHPUT_ONLY = process.argv.includes('--throughput-only');
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
const chromiumPath = THROUGHPUT_ONLY ? null : ensureBenchBrowser();
const infra = await ensureInfrastructure(root);
const logDir = join(root, 'artifacts', 'bench-logs');
mkdirSync(logDir, { recursive: true });
const adminPassword = randomBytes(12).toString('base64url');
let stack;
let results;
let adminReads;
let launchDay;
let memory;
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
  // Idle: started, its caches and pools made, nothing asked yet but the health checks.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  memory = { idle: residentMemory(stack.supervisor) };
  const { transfer, lighthouse } = THROUGHPUT_ONLY ? {} : await measurePage(stack.url);
  step(`Throughput: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
  const gatewayEnv = { ...process.env, ...infra.env, ...env, ...stack.sharedEnv, DATABASE_URL: stack.databaseUrl };
  results = { transfer, lighthouse, ...(await measureThroughput(stack, gatewayEnv, infra.env.NATS_URL)) };
  if (!THROUGHPUT_ONLY) {
    step('Access-log recording: cached GET /api/profile through two gateways started for it, one recording and one not');
    const recordingCost = await measureRecordingCostOn(gatewayEnv);
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
  }
  memory.loaded = residentMemory(stack.supervisor);
  await stack.stop();
  stack = null;
  step('Memory: the same site in one process (--single-process), idle and after one round of each path');
  memory.single = await measureSingleProcess({ ...process.env, ...infra.env }, env);
  if (!THROUGHPUT_ONLY) {
    step('Launch day: visitors for a few minutes on a stack of its own, the engagement service killed in the middle');
    launchDay = await measureLaunchDay({ baseEnv: { ...process.env, ...infra.env }, logDir: join(logDir, 'launch-day') });
  }
} finally {
  await stack?.stop();
  await infra.stop();
}
report(results);
if (adminReads) reportAdminReads(adminReads.reads, adminReads.recordingCost);
if (launchDay) reportLaunchDay(launchDay);
console.log(`\n${memoryReport(memory.idle, memory.loaded)}\n\n${singleProcessReport(memory.idle, memory.single)}`);

/** The one-process mode's resident memory, idle and after a round of the cached reads, the page and likes. */
async function measureSingleProcess(baseEnv, env) {
  const dir = join(logDir, 'single-process');
  mkdirSync(dir, { recursive: true });
  const single = await startIsolatedStack(root, { label: 'bench1p', baseEnv, env, logDir: dir, singleProcess: true });
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = residentMemory(single.supervisor);
    const bench = throughputBench({ generator: chooseLoadGenerator(), connections: CONNECTIONS, seconds: SECONDS, rounds: 1 });
    const video = (await (await fetch(`${single.url}/api/sections`)).json()).find((section) => section.type === 'video');
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const path of ['/api/profile', '/api/sections', '/', `/api/sections/${video.id}/likes?videoIndex=0`]) {
      await bench.run({ url: `${single.url}${path}`, headers });
    }
    await bench.run({
      url: `${single.url}/api/sections/${video.id}/like`,
      method: 'POST',
      body: JSON.stringify({ videoIndex: 0 }),
      headers: { 'content-type': 'application/json' },
      visitors: true,
    });
    return { idle, loaded: residentMemory(single.supervisor) };
  } finally {
    await single.stop();
  }
}

async function measurePage(url) {
  const { chromium } = require('@playwright/test');
  step('The page as Chromium receives it (390×844)');
  const transfer = await measurePageTransfer(chromium, chromiumPath, `${url}/`);
  step('Lighthouse, mobile defaults, 3 runs');
  return { transfer, lighthouse: await measureLighthouse(chromiumPath, `${url}/`) };
}

async function measureThroughput({ url, databaseUrl, sharedEnv }, gatewayEnv, natsUrl) {
  const generator = chooseLoadGenerator();
  const bench = throughputBench({ generator, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS });
  const asBrowser = { 'accept-encoding': 'br, gzip' };
  const savedAnswer = (path, name) => saveAnswer(`${url}${path}`, asBrowser, join(logDir, `bare-${name}`));
  const profile = await savedAnswer('/api/profile', 'profile');
  const sectionsAnswer = await savedAnswer('/api/sections', 'sections');
  const page = await savedAnswer('/', 'page');
  const sections = await (await fetch(`${url}/api/sections`)).json();
  const video = sections.find((section) => section.type === 'video');
  const bare = await startBareServer({
    files: { '/api/profile': profile, '/api/sections': sectionsAnswer, '/': page },
    like: { databaseUrl, videoId: video.id },
    likesRead: { natsUrl, namespace: sharedEnv.NATS_NAMESPACE, secret: randomBytes(32).toString('base64url'), sectionId: video.id },
  });
  const like = { method: 'POST', body: JSON.stringify({ videoIndex: 0 }), headers: { 'content-type': 'application/json' }, visitors: true };
  try {
    await bench.run({ url: `${url}/api/profile`, seconds: 2 }); // warm-up: JIT, caches, connections
    await bench.run({ url: `${url}/`, headers: asBrowser, seconds: 2 });
    const cachedProfile = await bench.compare(
      { url: `${url}/api/profile`, headers: asBrowser },
      { url: `${bare.url}/api/profile`, headers: asBrowser },
    );
    const paths = await measureGatewayPaths({ bench, url, bareUrl: bare.url, env: gatewayEnv, videoId: video.id, headers: asBrowser });
    const halfRate = [];
    for (const [path, comparison] of [
      ['/api/profile', cachedProfile],
      ['/api/sections', paths.cachedSections],
    ]) {
      halfRate.push({
        name: `GET ${path}`,
        ...(await measureHalfRate(bench, `${url}${path}`, `${bare.url}${path}`, comparison.gateway.rps, asBrowser)),
      });
    }
    return {
      generator,
      cachedProfile,
      ...paths,
      halfRate,
      renderedPage: await bench.compare({ url: `${url}/`, headers: asBrowser }, { url: `${bare.url}/`, headers: asBrowser }),
      like: await bench.compare({ url: `${url}/api/sections/${video.id}/like`, ...like }, { url: `${bare.url}/like`, ...like }),
      pageBytes: page.bytes,
      pageEncoding: page.encoding,
    };
  } finally {
    await bare.stop();
  }
}

function report({ transfer, lighthouse, generator, cachedProfile, renderedPage, like, ...paths }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${Math.round(value)} ms`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const row = (name, value, target, ok) => `  ${name.padEnd(44)} ${String(value).padEnd(24)} ${target.padEnd(14)} ${mark(ok)}`;
  const line = (name, result) =>
    `      ${result.rps.toFixed(0).padStart(7)} req/s  p99 ${result.p99.toFixed(1).padStart(5)} ms  (${result.failures} failed; generator ${(result.generatorCpu * 100).toFixed(0)} % of a core)  ${name}`;
  const ratio = ({ gateway, bare }) => gateway.rps / bare.rps;
  // A ratio the load generator limited says nothing about the servers: the reason is printed instead.
  const ratioRow = (comparison, target) =>
    comparison.limitedBy
      ? `    ratio not measured: ${comparison.limitedBy}`
      : row('  ratio', `${(ratio(comparison) * 100).toFixed(0)}% of bare`, `≥ ${target * 100}%`, ratio(comparison) >= target);
  const lh = lighthouse?.median;
  const pageLines = !lh
    ? 'The page and Lighthouse: not measured (--throughput-only)\n'
    : `Lighthouse, mobile (simulated 150 ms RTT, 1.6 Mbps, 4× CPU), median of ${lighthouse.scores.length} runs (${lighthouse.scores.join(', ')})
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

`;
  console.log(`
BENCHMARKS (${new Date().toISOString()}, node ${process.version})

${pageLines}
Throughput (${generator} in a process of its own, ${CONNECTIONS} connections, Accept-Encoding: br, gzip; median of ${ROUNDS} alternating ${SECONDS} s rounds; each server in its own process)
  GET /api/profile (cached)
${line('gateway', cachedProfile.gateway)}
${line('bare node:http, the same bytes', cachedProfile.bare)}
${ratioRow(cachedProfile, TARGETS.cachedProfileRatio)}
  GET / (rendered, cached)
${line('gateway', renderedPage.gateway)}
${line('bare node:http, the same HTML', renderedPage.bare)}
${ratioRow(renderedPage, TARGETS.renderedPageRatio)}
  POST /api/sections/{id}/like (a new visitor every time)
${line('gateway', like.gateway)}
${line('bare node:http + pg, the same transaction', like.bare)}
${like.limitedBy ? `    ratio not measured: ${like.limitedBy}` : `    ratio ${(ratio(like) * 100).toFixed(0)}% of bare, p99 ${like.gateway.p99} ms vs ${like.bare.p99} ms`}

${gatewayPathLines({ cachedProfile, like, ...paths })}
`);
}
