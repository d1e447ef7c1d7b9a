#!/usr/bin/env node
// `npm start`: installs what is missing, builds, finds or starts PostgreSQL, Redis and NATS,
// then runs the four services and the gateway, which serves the whole site on one port.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step } from './lib/log.mjs';
import { startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 8080);

await ensureDependencies(root);
await buildAll(root);
const infra = await ensureInfrastructure(root);

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  step('Stopping');
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
  });
  step(`Stagelink is up: http://localhost:${port}  (admin: http://localhost:${port}/admin/login; Ctrl+C stops it)`);
  for (const { name, child } of stack.processes) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`The ${name} process stopped unexpectedly (exit ${code}); stopping everything.`);
        void shutdown(1);
      }
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
