#!/usr/bin/env node
// The whole site in one Node process, for the smallest servers (`npm start -- --single-process`
// or STAGELINK_PROCESSES=1; docs/decisions.md, D-137): the four services' and the gateway's own
// builds, loaded side by side, so Node, Nest, TypeORM, the clients and their code are in memory
// once instead of five times. They still talk over NATS, as when each has a process of its own.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const SERVICES = ['profile', 'engagement', 'bookings', 'i18n'];
const GATEWAY = 'gateway';
/** As each process of its own is bounded (libs/nest-kit graceful-shutdown.ts, D-98). */
const SHUTDOWN_BOUND_MS = 10_000;

// Each app hands its stop to this host instead of listening for signals itself
// (libs/nest-kit's closeGracefullyOnSignals), so that one app done does not end the others.
const stops = new Map();
globalThis[Symbol.for('stagelink.process-host')] = { register: (name, stop) => stops.set(name, stop) };

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const startedAt = Date.now();
  console.log(`${signal}: the site takes no new work and finishes what it has (at most ${SHUTDOWN_BOUND_MS / 1000} s)`);
  setTimeout(() => {
    console.error(`The site did not finish within ${SHUTDOWN_BOUND_MS / 1000} s; exiting with what is left undone`);
    process.exit(1);
  }, SHUTDOWN_BOUND_MS).unref();
  try {
    // The gateway first, while the services still answer what it finishes; then the services
    // together: the order scripts/lib/stack.mjs stops the processes in.
    await stops.get(GATEWAY)?.();
    await Promise.all([...stops].filter(([name]) => name !== GATEWAY).map(([, stopApp]) => stopApp()));
    console.log(`The site stopped cleanly in ${Date.now() - startedAt} ms`);
    process.exit(0);
  } catch (error) {
    console.error(`The site failed while stopping: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Each main starts its app when loaded, and ends the process if the app cannot start (the
// supervisor then starts the whole process again, as it would one of five).
for (const service of SERVICES) require(join(root, 'services', service, 'dist', 'main.js'));
require(join(root, 'apps', GATEWAY, 'dist', 'main.js'));
