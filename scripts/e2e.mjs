#!/usr/bin/env node
// `npm run e2e -- [spec files] [--grep text]`: builds, finds or starts the servers, and runs
// the chosen Playwright specs against the whole site, as `npm test` does for all of them (all
// of them too when none is named, in E2E_SHARDS shards: docs/decisions.md, D-74).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { e2eLogDir, runEndToEnd } from './lib/e2e.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { withVisitorSecret } from './lib/visitor-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await ensureDependencies(root);
const chromiumPath = ensureTestBrowser();
mkdirSync(join(root, 'artifacts', 'screenshots'), { recursive: true });
mkdirSync(e2eLogDir(root), { recursive: true });
await buildAll(root);
const infra = await ensureInfrastructure(root, { forTests: true });
let exitCode = 1;
try {
  const baseEnv = withVisitorSecret(root, { ...process.env, ...infra.env });
  ({ exitCode } = await runEndToEnd(root, { baseEnv, chromiumPath, logDir: e2eLogDir(root), playwrightArgs: process.argv.slice(2) }));
} finally {
  await infra.stop();
}
process.exit(exitCode);
