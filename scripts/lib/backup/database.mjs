import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { runTool, SCHEMAS } from './postgres-tools.mjs';
import { connectionOf } from './settings.mjs';

async function withClient(root, url, work) {
  const { Client } = createRequire(join(root, 'package.json'))('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's version: `{ major: 15, text: '15.20' }`. */
export function serverVersion(root, url) {
  return withClient(root, url, async (client) => {
    const { rows } = await client.query(
      `SELECT current_setting('server_version_num')::int AS num, current_setting('server_version') AS text`,
    );
    return { major: Math.floor(rows[0].num / 10000), text: rows[0].text.split(' ')[0] };
  });
}

/**
 * What Stagelink keeps in the database: the rows of each table of the four schemas, counted
 * exactly, and each schema's migrations as run. The manifest carries both; a restore is
 * checked against them.
 */
export function databaseContents(root, url) {
  return withClient(root, url, contentsSeenBy);
}

async function contentsSeenBy(client) {
  const { rows: tables } = await client.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    [SCHEMAS],
  );
  const rows = {};
  for (const { schema, name } of tables) {
    const { rows: counted } = await client.query(`SELECT count(*)::int AS count FROM "${schema}"."${name}"`);
    rows[`${schema}.${name}`] = counted[0].count;
  }
  const migrations = {};
  for (const schema of SCHEMAS.filter((name) => rows[`${name}.migrations`] !== undefined)) {
    const { rows: ran } = await client.query(`SELECT name FROM "${schema}"."migrations" ORDER BY id`);
    migrations[schema] = ran.map(({ name }) => name);
  }
  return { rows, migrations };
}

/**
 * pg_dump's custom format (compressed, restorable table by table) of the four schemas, without
 * owners or grants, and their contents counted at the same instant: the dump reads the snapshot
 * of the transaction that counts, so a site taking bookings meanwhile cannot make them differ.
 */
export function dumpDatabase(root, tools, databaseUrl, file) {
  const connection = connectionOf(databaseUrl);
  return withClient(root, databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query(`SELECT pg_export_snapshot() AS snapshot`);
      const contents = await contentsSeenBy(client);
      const { rows: extensions } = await client.query(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`);
      await runTool(
        tools.pgDump,
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0].snapshot}`,
          ...SCHEMAS.map((schema) => `--schema=${schema}`),
          // What the schemas' objects use from outside them (pg_trgm's operator classes), created before them.
          ...extensions.map(({ extname }) => `--extension=${extname}`),
          `--file=${file}`,
          `--dbname=${connection.url}`,
        ],
        { env: connection.env },
      );
      return { ...contents, extensions: extensions.map(({ extname }) => extname) };
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

/** The tables of the four schemas the database already has, by schema: `{ profile: 4, ... }`; empty when it has none. */
export function stagelinkTables(root, url) {
  return withClient(root, url, async (client) => {
    const { rows } = await client.query(
      `SELECT table_schema AS schema, count(*)::int AS tables FROM information_schema.tables WHERE table_schema = ANY($1) GROUP BY 1 ORDER BY 1`,
      [SCHEMAS],
    );
    return Object.fromEntries(rows.map(({ schema, tables }) => [schema, tables]));
  });
}

/**
 * Loads a dump in one transaction: with `replace`, the four schemas are dropped first in that
 * same transaction, so a restore that fails leaves the database as it was.
 */
export async function restoreDatabase(tools, databaseUrl, file, { replace }) {
  const connection = connectionOf(databaseUrl);
  const script = new PassThrough();
  const load = runTool(
    tools.psql,
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      ...(replace ? [`--command=DROP SCHEMA IF EXISTS ${SCHEMAS.map((schema) => `"${schema}"`).join(', ')} CASCADE`] : []),
      '--file=-',
      `--dbname=${connection.url}`,
    ],
    { env: connection.env, stdin: script },
  );
  const write = runTool(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], { stdout: script });
  await Promise.all([write, load]);
}
