import { Client } from 'pg';

/** Direct access to the end-to-end run's own database, for arranging data and checking rows. */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the end-to-end tests with `npm test`.');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
