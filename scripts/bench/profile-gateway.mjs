#!/usr/bin/env node
// `node scripts/bench/profile-gateway.mjs [path]`: where the gateway's time goes on one cached
// public read at its maximum rate (docs/decisions.md, D-117). Starts the site on a database of its
// own with the gateway under V8's sampling profiler, loads `path` (default /api/profile) from a
// process of its own for PROFILE_SECONDS (10), stops the site so the profile is written, and
// prints each part's cost in µs per request. The profile stays in artifacts/profiles/ for
// Chrome's DevTools.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from '../lib/infra.mjs';
import { buildAll, ensureDependencies } from '../lib/install.mjs';
import { step } from '../lib/log.mjs';
import { startIsolatedStack } from '../lib/stack.mjs';
import { costPerRequest } from './cpu-profile.mjs';
import { chooseLoadGenerator, generateLoad } from './load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const path = process.argv[2] ?? '/api/profile';
const SECONDS = Number(process.env.PROFILE_SECONDS || 10);
const CONNECTIONS = 50;
// 100 µs between samples: fine enough for parts that cost a few µs over tens of thousands of requests.
const INTERVAL_MICROS = 100;

await ensureDependencies(root);
await buildAll(root);
const infra = await ensureInfrastructure(root);
const profileDir = join(root, 'artifacts', 'profiles');
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });
const nowMicros = () => Number(process.hrtime.bigint() / 1000n); // the profiles' clock, CLOCK_MONOTONIC
const logDir = join(root, 'artifacts', 'bench-logs', 'profile');
mkdirSync(logDir, { recursive: true });
let window;
let stack;
try {
  stack = await startIsolatedStack(root, {
    label: 'profile',
    baseEnv: { ...process.env, ...infra.env },
    logDir,
    env: {
      DEMO_CONTENT: 'true',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      PUBLIC_CACHE_SECONDS: '3600',
    },
    gatewayNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${INTERVAL_MICROS}`],
  });
  const generator = chooseLoadGenerator();
  const load = (seconds) =>
    generateLoad(generator, { url: `${stack.url}${path}`, connections: CONNECTIONS, seconds, headers: { 'accept-encoding': 'br, gzip' } });
  step(`Warming up ${path} for 3 s`);
  await load(3);
  step(`Profiling ${path} for ${SECONDS} s at the gateway's maximum rate (${generator}, ${CONNECTIONS} connections)`);
  const fromMicros = nowMicros();
  const result = await load(SECONDS);
  window = { fromMicros, toMicros: nowMicros(), result };
} finally {
  await stack?.stop(); // SIGTERM: each process exits and writes its profile
  await infra.stop();
}

const gatewayProfile = readdirSync(profileDir)
  .map((name) => join(profileDir, name))
  .find((file) => file.endsWith('.cpuprofile'));
if (!gatewayProfile) throw new Error(`No profile of the gateway in ${profileDir}`);
// wrk's rate spans its own window, a few ms inside ours: requests = rate × our window.
const requests = window.result.rps * ((window.toMicros - window.fromMicros) / 1e6);
const { parts, topFunctions, busyMicrosPerRequest, busyShare } = costPerRequest({ file: gatewayProfile, ...window, requests });
console.log(
  `\nGateway, ${path}: ${Math.round(window.result.rps)} req/s, p99 ${window.result.p99.toFixed(1)} ms, ` +
    `the gateway busy ${(busyShare * 100).toFixed(0)} % of the time, ${busyMicrosPerRequest.toFixed(1)} µs of CPU per request`,
);
for (const { part, microsPerRequest, share } of parts) {
  console.log(`  ${part.padEnd(58)} ${microsPerRequest.toFixed(1).padStart(6)} µs  ${(share * 100).toFixed(1).padStart(5)} %`);
}
console.log('The functions that cost most by themselves (µs per request):');
for (const { where, microsPerRequest } of topFunctions) console.log(`  ${microsPerRequest.toFixed(1).padStart(6)}  ${where}`);
console.log(`Profile: ${gatewayProfile} (open it in Chrome's DevTools, Performance tab)`);
