import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row of the answer; a query that answers none fails the test. */
  queryOne<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

export interface OwnedTestDatabase extends TestDatabase {
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the real server of this run (DATABASE_URL), so that test files
 * running side by side never see each other's rows.
 */
export async function createTestDatabase(): Promise<OwnedTestDatabase> {
  const url = await createDatabase();
  const db = await connectTestDatabase(url);
  return {
    ...db,
    drop: async () => {
      await db.close();
      await dropDatabase(url);
    },
  };
}

/** A connection to a database that already exists, such as the one of this Jest worker. */
export async function connectTestDatabase(url: string): Promise<TestDatabase> {
  const client = await connect(url);
  const query = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  return {
    url,
    name: databaseNameOf(url),
    query,
    queryOne: async <T>(sql: string, params: unknown[] = []) => {
      const [row] = await query<T>(sql, params);
      if (row === undefined) throw new Error(`No row for: ${sql}`);
      return row;
    },
    close: () => client.end(),
  };
}

/**
 * Creates an empty database on the server of this run and answers its URL. Its commits do not
 * wait for the disk: a test database dies with its run, so a crash of the server losing the last
 * moments of it loses nothing anyone keeps, and the server's own settings stay untouched.
 */
export async function createDatabase(label: string = randomBytes(6).toString('hex')): Promise<string> {
  const name = `stagelink_test_${label}`;
  await onMaintenanceDatabase(async (admin) => {
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit TO off`);
  });
  return withDatabase(serverUrl(), name);
}

/** Drops a database, ending whatever connections it still has. */
export async function dropDatabase(url: string): Promise<void> {
  await onMaintenanceDatabase((admin) => admin.query(`DROP DATABASE IF EXISTS "${databaseNameOf(url)}" WITH (FORCE)`));
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests with `npm test`.');
  return url;
}

async function onMaintenanceDatabase(work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = await connect(withDatabase(serverUrl(), 'postgres'));
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
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
