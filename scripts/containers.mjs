#!/usr/bin/env node
// `npm run test:containers`: the images and docker-compose.yml, built and run for real
// (docs/decisions.md, D-146 to D-149). Makes the local base images (Debian from debootstrap,
// Node from the npm registry, the infrastructure from Debian's packages), builds every target
// of the Dockerfile, starts the compose project with docker-compose.local.yml over it (local
// images, the host's network, ports of its own: the machine's own servers are never touched),
// waits for every health check, walks a visitor and the owner through it over HTTP, scales
// engagement to two and crashes one under likes, and takes it all down. Each step prints its
// time; the run ends with "N passed, N failed". Where Docker cannot run, it says so and skips.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBaseImages } from './containers/base-images.mjs';
import { composeProject, imageSizes } from './containers/compose.mjs';
import { ensureEngine } from './containers/engine.mjs';
import { memoryStep } from './containers/memory.mjs';
import { proxySteps } from './containers/proxy.mjs';
import { replicaSteps } from './containers/replicas.mjs';
import { walkSteps } from './containers/walk.mjs';
import { startTranslator } from './faults/stand-ins.mjs';
import { ADMIN_PASSWORD, waitFor } from './faults/world.mjs';
import { step, warn } from './lib/log.mjs';
import { freePort } from './lib/ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
const results = [];

const engine = await ensureEngine();
if (!engine.ok) {
  console.log(`Skipped: the container tests need a Docker engine, and ${engine.why}.`);
  process.exit(0);
}

const site = await siteOf();
const steps = [
  { name: 'the local base images (Debian, Node, PostgreSQL, Redis, NATS, s3rver)', run: () => makeBaseImages(root) },
  { name: 'every target of the Dockerfile built', run: () => site.compose.run(['build'], { quiet: true }) },
  { name: 'the compose project started: every health check healthy', run: startAndAwaitHealthy },
  { name: "each image's app folder within its limit (services 100 MB, gateway 150 MB)", run: measureImages },
  ...walkSteps,
  memoryStep,
  ...replicaSteps,
  ...proxySteps,
];

try {
  for (const { name, run } of steps) {
    if (!(await attempt(name, (report) => run(site, report))) && results.length <= 3) break;
  }
} finally {
  await attempt('taken down (down -v)', () => site.compose.run(['--profile', 'proxy', 'down', '-v', '--remove-orphans'], { quiet: true }));
  await site.db.end();
  await site.translator.close();
}

const passed = results.filter((result) => result.ok).length;
const failed = steps.length + 1 - passed;
for (const { name, error } of results.filter((result) => !result.ok)) console.log(`  ✘ ${name}: ${error.message}`);
console.log(`\nContainer tests: ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** The ports, secrets and stand-ins of this run, and the compose project on them. */
async function siteOf() {
  const ports = { postgres: await freePort(), natsMonitor: await freePort(), http: await freePort(), https: await freePort() };
  // On every interface, so that the i18n container reaches it as host.docker.internal.
  const translator = await startTranslator({ host: '0.0.0.0' });
  const visitorSecret = randomBytes(32).toString('base64url');
  // Caddy's address, which visitors use once the proxy profile is up; the gateway's own port is
  // a free one on the loopback, read once it runs (so that it can scale to two).
  const proxyUrl = `http://127.0.0.1:${ports.http}`;
  const env = {
    COMPOSE_PROJECT_NAME: 'stagelink-containers',
    GATEWAY_PUBLISH: '127.0.0.1:',
    HTTP_PUBLISH: `127.0.0.1:${ports.http}`,
    HTTPS_PUBLISH: `127.0.0.1:${ports.https}`,
    // A line per request in each gateway's log: how the proxy steps see which gateway served.
    LOG_REQUESTS: 'true',
    LOCAL_POSTGRES_PORT: String(ports.postgres),
    LOCAL_NATS_MONITOR_PORT: String(ports.natsMonitor),
    // s3rver knows one account, with these keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_PASSWORD,
    PUBLIC_URL: proxyUrl,
    VISITOR_SECRET: visitorSecret,
    // Visitors are told apart by X-Forwarded-For, as behind a proxy (scripts/lib/traffic.mjs);
    // the host reaches the gateway from the project network's gateway address, one of Docker's.
    // Behind Caddy, the same setting believes Caddy's header (D-162).
    TRUSTED_PROXIES: 'uniquelocal',
    DEMO_CONTENT: 'true',
    TRANSLATION_PROVIDER: 'libretranslate',
    LIBRETRANSLATE_URL: `http://host.docker.internal:${translator.port}`,
  };
  const { Pool } = createRequire(join(root, 'package.json'))('pg');
  const db = new Pool({ connectionString: `postgres://stagelink:stagelink@127.0.0.1:${ports.postgres}/stagelink`, max: 2 });
  db.on('error', () => undefined);
  return { root, url: null, proxyUrl, ports, translator, visitorSecret, db, compose: composeProject(root, env) };
}

async function startAndAwaitHealthy(site, report) {
  await site.compose.run(['up', '-d'], { quiet: true });
  const containers = await waitFor(
    'every container healthy',
    async () => {
      const all = site.compose.containers();
      return all.length === 9 && all.every((container) => container.health === 'healthy') ? all : null;
    },
    300_000,
    2000,
  );
  site.url = `http://${site.compose.output(['port', 'gateway', '8080']).trim()}`;
  report(
    `${containers.length} containers healthy: ${containers.map((container) => container.service).join(', ')}; the gateway on ${site.url}`,
  );
}

async function measureImages(site, report) {
  const over = [];
  for (const service of ['profile', 'engagement', 'bookings', 'i18n', 'gateway']) {
    const { imageMb, appMb } = imageSizes(`${site.compose.project}_${service}`);
    const limit = service === 'gateway' ? 150 : 100;
    report(`${service}: image ${imageMb} MB, app folder ${appMb} MB (limit ${limit})`);
    if (appMb >= limit) over.push(service);
  }
  if (over.length) throw new Error(`over the limit: ${over.join(', ')}`);
}

/** Runs one step, printing its name, figures and time; records whether it passed. */
async function attempt(name, run) {
  const stepStartedAt = Date.now();
  step(name);
  try {
    await run((line) => console.log(`    ${line}`));
    results.push({ name, ok: true });
    step(`✓ ${name} (${seconds(stepStartedAt)})`);
    return true;
  } catch (error) {
    results.push({ name, ok: false, error });
    warn(`✘ ${name} (${seconds(stepStartedAt)}): ${error.message}`);
    return false;
  }
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
