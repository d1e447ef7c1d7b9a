#!/usr/bin/env node
// `node scripts/bench/profile-gateway.mjs [path]`: where the gateway's time goes on one cached
// public read at its maximum rate, beside the bare node:http server sending the same bytes
// (docs/decisions.md, D-196). Starts the site on a database of its own, loads `path` (default
// /api/profile) from wrk in a process of its own, first on the gateway and then on the bare server,
// PROFILE_SECONDS (10) each, while Linux perf samples the server's threads, and prints each part's
// µs of CPU per request on both sides.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from '../lib/infra.mjs';
import { buildAll, ensureDependencies } from '../lib/install.mjs';
import { step } from '../lib/log.mjs';
import { startIsolatedStack } from '../lib/stack.mjs';
import { chooseLoadGenerator, generateLoad } from './load.mjs';
import { costPerRequest, PERF_NODE_ARGS, sampleDuring } from './perf-profile.mjs';
import { saveAnswer, startBareServer } from './throughput.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const path = process.argv[2] ?? '/api/profile';
const SECONDS = Number(process.env.PROFILE_SECONDS || 10);
const CONNECTIONS = 50;
const AS_BROWSER = { 'accept-encoding': 'br, gzip' };

await ensureDependencies(root);
await buildAll(root);
const infra = await ensureInfrastructure(root);
const logDir = join(root, 'artifacts', 'bench-logs', 'profile');
mkdirSync(logDir, { recursive: true });
const generator = chooseLoadGenerator();
const profiles = {};
let stack;
let bare;
try {
  stack = await startIsolatedStack(root, {
    label: 'profile',
    baseEnv: { ...process.env, ...infra.env },
    logDir,
    // As the bench runs it: behind a proxy it trusts, the public cache on.
    env: {
      DEMO_CONTENT: 'true',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      PUBLIC_CACHE_SECONDS: '3600',
      TRUSTED_PROXIES: '127.0.0.1',
    },
    gatewayNodeArgs: PERF_NODE_ARGS,
  });
  const answer = await saveAnswer(`${stack.url}${path}`, AS_BROWSER, join(logDir, 'answer'));
  bare = await startBareServer({ files: { [path]: answer } }, { nodeArgs: PERF_NODE_ARGS });
  const servers = [
    ['gateway', `${stack.url}${path}`, stack.supervisor.child('gateway').pid],
    ['bare node:http', `${bare.url}${path}`, bare.pid],
  ];
  for (const [name, url, pid] of servers) {
    const load = (seconds) => generateLoad(generator, { url, connections: CONNECTIONS, seconds, headers: AS_BROWSER });
    step(
      `${name}: warming up ${path} for 3 s, then sampling it for ${SECONDS} s at its maximum rate (${generator}, ${CONNECTIONS} connections)`,
    );
    await load(3);
    const { result, samples } = await sampleDuring(pid, SECONDS, () => load(SECONDS + 1));
    profiles[name] = { result, ...costPerRequest(samples, result.rps * SECONDS) };
  }
} finally {
  await bare?.stop();
  await stack?.stop();
  await infra.stop();
}

const names = Object.keys(profiles);
const partNames = [...new Set(names.flatMap((name) => [...profiles[name].parts.keys()]))];
const cell = (value) => (value === undefined ? '' : value.toFixed(1)).padStart(9);
console.log(`\n${path}, µs of CPU per request (all of the server's threads, kernel included)`);
console.log(`  ${''.padEnd(56)}${names.map((name) => name.padStart(16)).join('')}`);
for (const part of partNames)
  console.log(`  ${part.padEnd(56)}${names.map((name) => cell(profiles[name].parts.get(part)).padStart(16)).join('')}`);
console.log(`  ${'total'.padEnd(56)}${names.map((name) => cell(profiles[name].microsPerRequest).padStart(16)).join('')}`);
console.log(`  ${'req/s'.padEnd(56)}${names.map((name) => profiles[name].result.rps.toFixed(0).padStart(16)).join('')}`);
for (const name of names) {
  console.log(`\n${name}: the frames that cost most by themselves (µs per request)`);
  for (const { frame, microsPerRequest } of profiles[name].topFrames)
    console.log(`  ${microsPerRequest.toFixed(2).padStart(6)}  ${frame.slice(0, 110)}`);
}
