#!/usr/bin/env node
// Launch day (docs/decisions.md, D-100): a few thousand visitors over a few minutes load the
// page, like, subscribe and book, on a stack of its own run as `npm start` runs it, and in the
// middle the engagement service is killed (SIGKILL) and started again by the supervisor.
//   measureLaunchDay({ baseEnv, logDir }): the figures; reportLaunchDay(result) prints them.
// `node scripts/bench/launch-day.mjs` runs it alone. Loopback only; LAUNCH_DAY_VISITORS (3000)
// and LAUNCH_DAY_SECONDS (150) set its size.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from '../lib/infra.mjs';
import { buildAll, ensureDependencies } from '../lib/install.mjs';
import { step } from '../lib/log.mjs';
import { startIsolatedStack } from '../lib/stack.mjs';
import { storedWrites, summarize, Traffic, writesLine } from '../lib/traffic.mjs';
import { watchPeakMemory } from './memory.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const VISITORS = Number(process.env.LAUNCH_DAY_VISITORS || 3000);
const SECONDS = Number(process.env.LAUNCH_DAY_SECONDS || 150);
const KILLED = 'engagement';
const RPC_TIMEOUT_MS = 3000;

export async function measureLaunchDay({ baseEnv, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const visitorSecret = randomBytes(32).toString('base64url');
  const stack = await startIsolatedStack(root, {
    label: 'launchday',
    baseEnv,
    logDir,
    restart: true,
    env: {
      DEMO_CONTENT: 'true',
      VISITOR_SECRET: visitorSecret,
      // Every visitor has an address of its own, named as a proxy in front would.
      TRUSTED_PROXIES: '127.0.0.1',
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    },
  });
  const pool = new (createRequire(join(root, 'package.json'))('pg').Pool)({ connectionString: stack.databaseUrl, max: 4 });
  try {
    const sections = await (await fetch(`${stack.url}/api/sections`)).json();
    const video = { sectionId: sections.find((section) => section.type === 'video').id, index: 0 };
    const traffic = new Traffic({ urls: [stack.url], runId: randomBytes(3).toString('hex'), video, mix: { subscribe: 0.3, book: 0.15 } });
    const memory = watchPeakMemory(stack.supervisor);
    const load = traffic.run({ perSecond: VISITORS / SECONDS, seconds: SECONDS, concurrency: 100 });
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
    const { supervisor } = stack;
    const restarts = supervisor.restarts(KILLED);
    const killedAt = traffic.now();
    supervisor.child(KILLED).kill('SIGKILL');
    while (supervisor.restarts(KILLED) === restarts || !supervisor.child(KILLED)) await new Promise((resolve) => setTimeout(resolve, 100));
    const backAt = traffic.now();
    await load;
    const peakMemory = memory.stop();
    traffic.close();
    // What was in flight on the killed service waits out the RPC timeout: part of the outage.
    const outage = [killedAt, backAt + RPC_TIMEOUT_MS];
    const byKind = Object.fromEntries(
      ['page', 'like', 'newsletter', 'booking'].map((kind) => [
        kind,
        summarize(
          traffic.records.filter((record) => record.kind === kind),
          [outage],
        ),
      ]),
    );
    return {
      visitors: byKind.page.all.requests,
      seconds: SECONDS,
      outage,
      summary: summarize(traffic.records, [outage]),
      byKind,
      stored: await storedWrites(pool, traffic.writes, { visitorSecret, video }),
      peakMemory,
    };
  } finally {
    await pool.end();
    await stack.stop();
  }
}

export function reportLaunchDay({ visitors, seconds, outage, summary, byKind, stored, peakMemory }) {
  const percent = (part) => `${(part.errorRate * 100).toFixed(2)} % (${part.failed} of ${part.requests})`;
  const during = (kind) => {
    const part = byKind[kind].during;
    const statuses = Object.entries(part.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    return `${kind} ${part.ok} of ${part.requests} answered 2xx (${statuses || 'none'})`;
  };
  console.log(`
Launch day: ${visitors.toLocaleString('en')} visitors over ${seconds} s (page, like; 30 % subscribe, 15 % book), the ${KILLED} service killed at ${(outage[0] / 1000).toFixed(1)} s and running again at ${((outage[1] - RPC_TIMEOUT_MS) / 1000).toFixed(1)} s
  requests                                 ${summary.all.requests.toLocaleString('en')}, p99 ${summary.all.p99} ms (outside the outage p99 ${summary.outside.p99} ms, max ${summary.all.max} ms)
  error rate outside the outage            ${percent(summary.outside)}   target 0
  during the outage (${((outage[1] - outage[0]) / 1000).toFixed(1)} s, RPC timeout included)
    ${during('page')}
    ${during('booking')}
    ${during('like')}
    ${during('newsletter')}
  acknowledged against stored
${Object.entries(stored)
  .map(([kind, figures]) => `    ${writesLine(kind, figures)}`)
  .join('\n')}
  peak resident memory                     ${Object.entries(peakMemory)
    .map(([name, size]) => `${name} ${Math.round(size)} MB`)
    .join(', ')}; together ${Math.round(Object.values(peakMemory).reduce((sum, size) => sum + size, 0))} MB
`);
}

async function main() {
  await ensureDependencies(root);
  await buildAll(root);
  const infra = await ensureInfrastructure(root);
  const logDir = join(root, 'artifacts', 'bench-logs', 'launch-day');
  try {
    step(`Launch day: ${VISITORS} visitors over ${SECONDS} s, the ${KILLED} service killed a third of the way in`);
    reportLaunchDay(await measureLaunchDay({ baseEnv: { ...process.env, ...infra.env }, logDir }));
  } finally {
    await infra.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
