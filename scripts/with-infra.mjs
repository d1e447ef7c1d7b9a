#!/usr/bin/env node
// `node scripts/with-infra.mjs <command...>`: runs one command with the servers' environment that
// `npm test` gives its tests (found or started as the README says), for example a few Jest specs:
//   node scripts/with-infra.mjs npx jest apps/gateway/test/likes.integration-spec.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from './lib/infra.mjs';
import { runForExitCode } from './lib/run.mjs';
import { withVisitorSecret } from './lib/visitor-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('Usage: node scripts/with-infra.mjs <command> [args...]');

const infra = await ensureInfrastructure(root, { forTests: true });
let exitCode = 1;
try {
  exitCode = await runForExitCode(command, args, { cwd: process.cwd(), env: withVisitorSecret(root, { ...process.env, ...infra.env }) });
} finally {
  await infra.stop();
}
process.exit(exitCode);
