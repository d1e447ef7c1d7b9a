#!/usr/bin/env node
// `npm start`: installs what is missing, builds, finds or starts PostgreSQL, Redis and NATS,
// then runs the four services and the gateway, which serves the whole site on one port.
// Every process it started is started again if it dies (docs/decisions.md, D-97).
//   npm start -- --scale engagement=2     runs two engagement services (any service; the words of docker compose)
//   npm start -- --single-process         the four services and the gateway in one process, for a small
//                                         server (also STAGELINK_PROCESSES=1; docs/decisions.md, D-137)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { SERVICES, startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 8080);
const args = process.argv.slice(2);
const singleProcess = args.includes('--single-process') || process.env.STAGELINK_PROCESSES === '1';
const scale = scaleOf(args.filter((arg) => arg !== '--single-process'));
if (singleProcess && Object.keys(scale).length > 0) fail('--single-process runs one of each service: it takes no --scale');

await ensureDependencies(root);
await buildAll(root);
const infra = await ensureInfrastructure(root);

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  step('Stopping');
  // Nothing is started again from here on, whatever exits meanwhile.
  stack?.supervisor.release();
  infra.supervisor.release();
  await stack?.stop();
  await infra.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  step('Starting the services and the gateway');
  // An empty database gets the demo artist, so a first start shows every kind of section.
  stack = await startStack(root, {
    env: { DEMO_CONTENT: 'true', ...process.env, ...infra.env, LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
    port,
    scale,
    singleProcess,
    restart: true,
    // Each process on its own metrics port, 127.0.0.1 (README.md, Metrics; docs/decisions.md, D-154).
    metrics: true,
  });
  const replicas = Object.entries(scale).map(([service, count]) => `${count} ${service}`);
  step(
    `Stagelink is up: http://localhost:${port}  (admin: http://localhost:${port}/admin/login; Ctrl+C stops it)` +
      (replicas.length ? `, with ${replicas.join(', ')} services` : '') +
      (singleProcess ? ', the services and the gateway in one process' : ''),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

/** `--scale <service>=<n>`, as often as needed (also `--scale=<service>=<n>`): replicas per service. */
function scaleOf(args) {
  const scale = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = arg === '--scale' ? args[(index += 1)] : arg.startsWith('--scale=') ? arg.slice('--scale='.length) : null;
    if (value === null) fail(`Unknown argument "${arg}". Usage: npm start -- [--single-process | --scale <service>=<n>...]`);
    const [, service, count] = /^([a-z0-9]+)=(\d+)$/.exec(value ?? '') ?? [];
    if (!SERVICES.includes(service)) {
      fail(`--scale takes <service>=<n>, the service one of ${SERVICES.join(', ')} (the gateway is one process on PORT; got "${value}")`);
    }
    if (!(Number(count) >= 1 && Number(count) <= 8)) fail(`--scale ${service}=<n>: n from 1 to 8 (got "${count}")`);
    scale[service] = Number(count);
  }
  return scale;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
