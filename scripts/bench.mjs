#!/usr/bin/env node
// `npm run bench`: what the public page costs a phone, and how the gateway's hot paths compare
// with a bare node:http server answering the same JSON on this machine in the same run.
// A measurement, not a test: it prints figures and the targets beside them.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { startIsolatedStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const DURATION_S = Number(process.env.BENCH_SECONDS || 4);
// Rounds alternate between the gateway and the baseline, and the median of each is kept, so
// a noisy neighbour on a shared machine weighs on both sides alike.
const ROUNDS = 3;
const CONNECTIONS = 50;
const TARGETS = { publicJsKb: 140, publicCssKb: 15, adminBytes: 0, cachedProfileRatio: 0.35 };

await ensureDependencies(root);
await buildAll(root);

step('Public route: bundle sizes');
const bundle = measureBundle(join(root, 'apps/web/dist'));

const infra = await ensureInfrastructure(root);
let stack;
let results;
try {
  stack = await startIsolatedStack(root, {
    label: 'bench',
    baseEnv: { ...process.env, ...infra.env },
    env: {
      DEMO_CONTENT: 'true',
      // The load comes from one machine; the per-IP limits would measure 429s instead.
      RATE_LIMIT_LIKES_PER_MINUTE: '1000000',
      // Likes come from many visitors, named by X-Forwarded-For as a proxy in front would.
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_CACHE_SECONDS: '3600',
    },
  });
  step('Public route: requests before the first render (Chromium, 390×844)');
  const firstRender = await measureFirstRender(stack.url);
  step(`Throughput: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s`);
  results = { bundle, firstRender, ...(await measureThroughput(stack.url)) };
} finally {
  await stack?.stop();
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
      for (const chunk of staticClosure([dynamic])) {
        if (initial.has(chunk) || later.has(chunk)) continue;
        later.add(chunk);
        visit(chunk);
      }
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
    await page.goto(url);
    await page.getByTestId('profile-name').waitFor();
    // The page marks the commit that first shows the artist (profile-header.tsx); whatever
    // was requested before it is what that first render could have waited on.
    const before = await page.evaluate(() => {
      const [firstRender] = performance.getEntriesByName('stagelink:first-render');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < firstRender.startTime)
        .map((entry) => new URL(entry.name).pathname);
    });
    // The document itself is the first request.
    return {
      requests: before.length + 1,
      apiCalls: before.filter((path) => path.startsWith('/api/')).length,
      scripts: before.filter((path) => path.endsWith('.js')).length,
    };
  } finally {
    await browser.close();
  }
}

async function measureThroughput(url) {
  const autocannon = require('autocannon');
  const run = (options) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (runs) => ({
    rps: median(runs.map((result) => result.requests.average)),
    p99: median(runs.map((result) => result.latency.p99)),
    failures: runs.reduce((total, result) => total + result.non2xx + result.errors, 0),
  });
  const compare = async (gatewayOptions, bareOptions) => {
    const gateway = [];
    const bare = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      gateway.push(await run(gatewayOptions));
      bare.push(await run(bareOptions));
    }
    return { gateway: summary(gateway), bare: summary(bare) };
  };
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
  const octet = () => Math.floor(Math.random() * 256);
  const likeRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ videoIndex: 0 }),
    // Each request from another visitor, as a page with many fans sees them.
    setupClient: (client) =>
      client.on('response', () =>
        client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` }),
      ),
  };
  try {
    await run({ url: `${url}/api/profile`, duration: 2 }); // warm-up: JIT, cache, connections
    const profile = await compare({ url: `${url}/api/profile` }, { url: `${bareUrl}/api/profile` });
    const like = await compare({ url: `${url}/api/sections/${video.id}/like`, ...likeRequest }, { url: `${bareUrl}/like`, ...likeRequest });
    return { profile, like };
  } finally {
    bare.close();
  }
}

function report({ bundle, firstRender, profile, like }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const line = (name, result) =>
    `${result.rps.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  (${result.failures} failed)  ${name}`;
  const profileRatio = profile.gateway.rps / profile.bare.rps;
  const likeRatio = like.gateway.rps / like.bare.rps;
  console.log(`
BENCHMARKS (${new Date().toISOString()}, node ${process.version})

Public route /
  JS before first render   ${kb(bundle.initialJs)} gzipped in ${bundle.initialFiles} files   target ≤ ${TARGETS.publicJsKb} KB  ${mark(bundle.initialJs <= TARGETS.publicJsKb * 1024)}
  JS fetched after render  ${kb(bundle.laterJs)} gzipped (dialogs, menus, forms, toasts; when idle or on tap) + ${kb(bundle.oneLanguageJs)} per switched language
  CSS                      ${kb(bundle.css)} gzipped   target ≤ ${TARGETS.publicCssKb} KB  ${mark(bundle.css <= TARGETS.publicCssKb * 1024)}
  admin code on /          ${bundle.adminOnPublic} bytes   target ${TARGETS.adminBytes}  ${mark(bundle.adminOnPublic === 0)}
  requests before render   ${firstRender.requests} (${firstRender.scripts} scripts, ${firstRender.apiCalls} API calls)

Throughput (${CONNECTIONS} connections; median of ${ROUNDS} alternating ${DURATION_S} s rounds)
  GET /api/profile (cached)
${line('gateway', profile.gateway)}
${line('bare node:http, same JSON', profile.bare)}
    ratio ${(profileRatio * 100).toFixed(0)}% of bare   target ≥ ${TARGETS.cachedProfileRatio * 100}%  ${mark(profileRatio >= TARGETS.cachedProfileRatio)}
  POST /api/sections/{id}/like (toggle in one transaction; a new visitor on every request)
${line('gateway', like.gateway)}
${line('bare node:http, same JSON', like.bare)}
    ratio ${(likeRatio * 100).toFixed(1)}% of bare
`);
}
