#!/usr/bin/env node
// `npm run typecheck`: the type checks of every project, as their own `typecheck` targets define
// them, but with one program for the projects that share their compiler options, so the shared
// libraries are checked once rather than once per project (docs/decisions.md, D-191). The groups
// run side by side, one worker thread each, as many at once as the machine has cores.
// `npx nx affected -t typecheck` still checks only what a change touches, project by project.
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { groupByOptions, groupOutcome, typecheckConfigs } from './lib/typecheck-groups.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const worker = new URL('./lib/typecheck-program.mjs', import.meta.url);

// Largest first, so the last one to start is a short one.
const groups = groupByOptions(typecheckConfigs(root)).sort((a, b) => b.fileNames.length - a.fileNames.length);
let failed = 0;
const queue = [...groups];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  for (let group = queue.shift(); group; group = queue.shift()) {
    const result = await check(group.configs);
    process.stdout.write(result.report);
    console.log(groupOutcome(root, group, result));
    if (result.errors) failed += 1;
  }
});
await Promise.all(lanes);
process.exit(failed ? 1 : 0);

function check(configs) {
  return new Promise((resolve, reject) => {
    new Worker(worker, { workerData: { configs } }).once('message', resolve).once('error', reject);
  });
}
