import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row of the answer; a query that answers none fails the test. */
  queryOne<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the real server of this run (DATABASE_URL), so that test files
 * running side by side never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: run the tests with `npm test`.');
  const name = `stagelink_test_${randomBytes(6).toString('hex')}`;
  const admin = await connect(withDatabase(serverUrl, 'postgres'));
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const url = withDatabase(serverUrl, name);
  const client = await connect(url);
  const query = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  return {
    url,
    name,
    query,
    queryOne: async <T>(sql: string, params: unknown[] = []) => {
      const [row] = await query<T>(sql, params);
      if (row === undefined) throw new Error(`No row for: ${sql}`);
      return row;
    },
    drop: async () => {
      await client.end();
      const cleanup = await connect(withDatabase(serverUrl, 'postgres'));
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}
