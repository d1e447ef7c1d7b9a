import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the server's maintenance connection (database `postgres`). */
export async function maintenanceQuery(root, serverUrl, sql, params = []) {
  const { Client } = createRequire(join(root, 'package.json'))('pg');
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

export async function ensureDatabaseExists(root, url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const { rowCount } = await maintenanceQuery(root, url, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) await maintenanceQuery(root, url, `CREATE DATABASE ${quoted(name)}`);
}

/**
 * A new empty database, and how to drop it again. A database that is not `durable` (a test run's)
 * commits without waiting for the disk; the bench and the fault suite keep the server's durability,
 * since they measure it.
 */
export async function createDatabase(root, serverUrl, name, { durable = true } = {}) {
  await maintenanceQuery(root, serverUrl, `CREATE DATABASE ${quoted(name)}`);
  if (!durable) await maintenanceQuery(root, serverUrl, `ALTER DATABASE ${quoted(name)} SET synchronous_commit TO off`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => maintenanceQuery(root, serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
  };
}
