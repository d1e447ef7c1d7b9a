import type { TestDatabase } from './test-database';

/**
 * What a freshly migrated database holds once the services have started on it: the rows the
 * migrations and the boot seeds wrote (the profile service's default profile, the engagement
 * view counter) and how far the id sequences went. Restoring it is as good as a new database.
 */
export interface FreshState {
  /** Every table of the services' schemas but their migration histories, quoted. */
  tables: string[];
  /** The rows of the tables that are not empty, by table. */
  rows: Record<string, unknown[]>;
  /** The sequences that have handed out values, with the last one. */
  sequences: { name: string; lastValue: string }[];
}

/** The schemas a service migrates: each keeps its migration history in its own `migrations` table. */
const SERVICE_SCHEMAS = `SELECT table_schema FROM information_schema.tables WHERE table_name = 'migrations'`;

export async function captureFreshState(db: TestDatabase): Promise<FreshState> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema IN (${SERVICE_SCHEMAS}) AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
     ORDER BY 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { content } = await db.queryOne<{ content: unknown[] }>(`SELECT coalesce(json_agg(t), '[]') AS content FROM ${name} t`);
    if (content.length > 0) rows[name] = content;
  }
  const sequences = await db.query<{ name: string; lastValue: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue" FROM pg_sequences
     WHERE schemaname IN (${SERVICE_SCHEMAS}) AND last_value IS NOT NULL`,
  );
  return { tables: tables.map(({ name }) => name), rows, sequences };
}

/** Empties every table and writes the fresh rows back, in one transaction. */
export async function resetToFreshState(db: TestDatabase, state: FreshState): Promise<void> {
  await db.query('BEGIN');
  try {
    await db.query(`TRUNCATE ${state.tables.join(', ')} RESTART IDENTITY`);
    for (const [table, rows] of Object.entries(state.rows)) {
      await db.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`, [JSON.stringify(rows)]);
    }
    for (const { name, lastValue } of state.sequences) await db.query('SELECT setval($1::regclass, $2::bigint)', [name, lastValue]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
