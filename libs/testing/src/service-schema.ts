import type { INestMicroservice, Type } from '@nestjs/common';
import type { ServiceName } from '@stagelink/contracts';
import { createServiceApp } from '@stagelink/nest-kit';
import { createTestDatabase, TestDatabase } from './test-database';

export interface MigratedService {
  db: TestDatabase;
  app: INestMicroservice;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts one service in this process on a fresh database, which runs its migrations. */
export async function startServiceOnFreshDatabase(service: ServiceName, module: Type<unknown>): Promise<MigratedService> {
  const db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  const handle: MigratedService = {
    db,
    app: await createServiceApp(service, module),
    restart: async () => {
      await handle.app.close();
      handle.app = await createServiceApp(service, module);
    },
    close: async () => {
      await handle.app.close();
      await db.drop();
    },
  };
  return handle;
}

/** The Postgres error code a statement failed with (23505 unique, 23514 check), or null. */
export async function postgresErrorCode(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}

export async function tablesOf(db: TestDatabase, schema: string): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    [schema],
  );
  return rows.map((row) => row.table_name);
}
