#!/usr/bin/env node
// `npm run bench`: what the public page costs a phone, and how the gateway's hot paths compare
// with a bare node:http server answering the same JSON on this machine in the same run.
// A measurement, not a test: it prints figures and the targets beside them.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from './lib/chromium.mjs';
import { createDatabase } from './lib/database.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { freePort, startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const DURATION_S = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 50;
const TARGETS = { publicJsKb: 140, publicCssKb: 15, adminBytes: 0, cachedProfileRatio: 0.35 };

await ensureDependencies(root);
await buildAll(root);

step('Public route: bundle sizes');
const bundle = measureBundle(join(root, 'apps/web/dist'));

const infra = await ensureInfrastructure(root);
const id = randomBytes(4).toString('hex');
const database = await createDatabase(root, infra.env.DATABASE_URL, `stagelink_bench_${id}`);
let stack;
let results;
try {
  stack = await startStack(root, {
    port: await freePort(),
    env: {
      ...process.env,
      ...infra.env,
      DATABASE_URL: database.url,
      NATS_NAMESPACE: `bench-${id}`,
      REDIS_KEY_PREFIX: `stagelink-bench:${id}:`,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // The load comes from one address; the per-IP limits would measure 429s instead.
      RATE_LIMIT_LIKES_PER_MINUTE: '100000000',
      PUBLIC_CACHE_SECONDS: '3600',
    },
  });
  step('Public route: requests before the first render (Chromium, 390×844)');
  const firstRender = await measureFirstRender(stack.url);
  step(`Throughput: ${CONNECTIONS} connections, ${DURATION_S} s per run`);
  results = { bundle, firstRender, ...(await measureThroughput(stack.url)) };
} finally {
  await stack?.stop();
  await database.drop();
  await infra.stop();
}
report(results);

/** JS and CSS of `/` from Vite's manifest: what the first render needs, and what taps fetch later. */
function measureBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const isAdmin = (key) => /features\/(admin|auth)\//.test(manifest[key]?.src ?? key);
  const staticClosure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      staticClosure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const initial = staticClosure(['index.html']);
  const later = new Set();
  const visit = (key) => {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (isAdmin(dynamic) || initial.has(dynamic) || later.has(dynamic)) continue;
      for (const chunk of staticClosure([dynamic])) if (!initial.has(chunk) && !later.has(chunk)) (later.add(chunk), visit(chunk));
    }
  };
  [...initial].forEach(visit);
  const sum = (keys) => [...keys].reduce((total, key) => total + gz(manifest[key].file), 0);
  const css = [...initial].flatMap((key) => manifest[key].css ?? []);
  const languageChunks = [...later].filter((key) => /ui-strings\//.test(key));
  return {
    initialJs: sum(initial),
    initialFiles: initial.size,
    laterJs: sum([...later].filter((key) => !languageChunks.includes(key))),
    oneLanguageJs: languageChunks.length ? Math.max(...languageChunks.map((key) => gz(manifest[key].file))) : 0,
    css: css.reduce((total, file) => total + gz(file), 0),
    adminOnPublic: sum([...initial].filter(isAdmin)),
  };
}

async function measureFirstRender(url) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.getByTestId('profile-name').waitFor();
    const beforeRender = [...requests];
    return {
      requests: beforeRender.length,
      apiCalls: beforeRender.filter((path) => path.startsWith('/api/')).length,
      scripts: beforeRender.filter((path) => path.endsWith('.js')).length,
    };
  } finally {
    await browser.close();
  }
}

async function measureThroughput(url) {
  const autocannon = require('autocannon');
  const run = (options) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const profileJson = await (await fetch(`${url}/api/profile`)).text();
  const sections = await (await fetch(`${url}/api/sections`)).json();
  const video = sections.find((section) => section.type === 'video');
  const likeJson = await (await fetch(`${url}/api/sections/${video.id}/likes?videoIndex=0`)).text();

  // The baseline: the same answers from node:http, nothing else in the way.
  const bare = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    if (request.method === 'POST') request.resume().on('end', () => response.end(likeJson));
    else response.end(profileJson);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${bare.address().port}`;
  const likeRequest = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ videoIndex: 0 }) };
  try {
    await run({ url: `${url}/api/profile`, duration: 2 }); // warm-up: JIT, cache, connections
    const profile = { gateway: await run({ url: `${url}/api/profile` }), bare: await run({ url: `${bareUrl}/api/profile` }) };
    const like = {
      gateway: await run({ url: `${url}/api/sections/${video.id}/like`, ...likeRequest }),
      bare: await run({ url: `${bareUrl}/like`, ...likeRequest }),
    };
    return { profile, like };
  } finally {
    bare.close();
  }
}

function report({ bundle, firstRender, profile, like }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const rps = (result) => result.requests.average;
  const line = (name, result) => `${rps(result).toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  (${result.non2xx} non-2xx, ${result.errors} errors)  ${name}`;
  const profileRatio = rps(profile.gateway) / rps(profile.bare);
  const likeRatio = rps(like.gateway) / rps(like.bare);
  console.log(`
BENCHMARKS (${new Date().toISOString()}, node ${process.version})

Public route /
  JS before first render   ${kb(bundle.initialJs)} gzipped in ${bundle.initialFiles} files   target ≤ ${TARGETS.publicJsKb} KB  ${mark(bundle.initialJs <= TARGETS.publicJsKb * 1024)}
  JS fetched after render  ${kb(bundle.laterJs)} gzipped (dialogs, menus, forms, toasts; when idle or on tap) + ${kb(bundle.oneLanguageJs)} per switched language
  CSS                      ${kb(bundle.css)} gzipped   target ≤ ${TARGETS.publicCssKb} KB  ${mark(bundle.css <= TARGETS.publicCssKb * 1024)}
  admin code on /          ${bundle.adminOnPublic} bytes   target ${TARGETS.adminBytes}  ${mark(bundle.adminOnPublic === 0)}
  requests before render   ${firstRender.requests} (${firstRender.scripts} scripts, ${firstRender.apiCalls} API calls)

Throughput (${CONNECTIONS} connections, ${DURATION_S} s each)
  GET /api/profile (cached)
${line('gateway', profile.gateway)}
${line('bare node:http, same JSON', profile.bare)}
    ratio ${(profileRatio * 100).toFixed(0)}% of bare   target ≥ ${TARGETS.cachedProfileRatio * 100}%  ${mark(profileRatio >= TARGETS.cachedProfileRatio)}
    p99 ${profile.gateway.latency.p99} ms vs ${profile.bare.latency.p99} ms
  POST /api/sections/{id}/like (toggle in one transaction)
${line('gateway', like.gateway)}
${line('bare node:http, same JSON', like.bare)}
    ratio ${(likeRatio * 100).toFixed(1)}% of bare   p99 ${like.gateway.latency.p99} ms vs ${like.bare.latency.p99} ms
`);
}
