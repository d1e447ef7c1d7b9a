#!/usr/bin/env node
// `npm run test:faults`: the fault suite (docs/decisions.md, D-100). Builds, starts PostgreSQL,
// Redis, NATS and an object store of its own (never the machine's), runs the site on them as
// `npm start` does, then breaks it case by case under load: processes killed and stopped,
// servers stopped and started, a service answering late, a worker killed mid-job, duplicates.
// Each case prints its figures ("acknowledged N, found N, lost 0"); the run ends with
// "N passed, N failed" and fails when a case does.
//   npm run test:faults -- <words>     only the cases whose names hold one of the words
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './faults/cases.mjs';
import { allHealthy, heal, startWorld, stopWorld, waitFor } from './faults/world.mjs';
import { buildAll, ensureDependencies } from './lib/install.mjs';
import { step, warn } from './lib/log.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logDir = join(root, 'artifacts', 'fault-logs');
const words = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = CASES.filter(({ name }) => words.length === 0 || words.some((word) => name.toLowerCase().includes(word)));
const startedAt = Date.now();

await ensureDependencies(root);
await buildAll(root);
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

let world;
const results = [];
try {
  world = await startWorld(root, { logDir });
  for (const faultCase of chosen) {
    const caseStartedAt = Date.now();
    step(`Case: ${faultCase.name}`);
    const figures = [];
    try {
      // Every case starts from a site whose every part answers, whatever the one before left.
      await heal(world);
      await waitFor('every part healthy before the case', () => allHealthy(world), 120_000, 250);
      await faultCase.run(world, (line) => {
        figures.push(line);
        console.log(`    ${line}`);
      });
      results.push({ name: faultCase.name, ok: true });
      step(`✓ ${faultCase.name} (${seconds(caseStartedAt)})`);
    } catch (error) {
      results.push({ name: faultCase.name, ok: false, error });
      warn(`✘ ${faultCase.name} (${seconds(caseStartedAt)}): ${error.message}`);
    }
  }
} catch (error) {
  warn(`The fault suite could not run: ${error.stack ?? error.message}`);
} finally {
  if (world) await stopWorld(world);
}

const passed = results.filter((result) => result.ok).length;
const failed = chosen.length - passed;
if (failed > 0) for (const { name, error } of results.filter((result) => !result.ok)) console.log(`  ✘ ${name}: ${error.message}`);
console.log(`\nFault suite: ${Math.round((Date.now() - startedAt) / 1000)} s; the processes' logs are in ${logDir}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
