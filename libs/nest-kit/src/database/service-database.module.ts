import type { DynamicModule } from '@nestjs/common';
import type { DataSource, DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { readInfraConfig } from '../config/env';
import { nestTypeOrm, typeOrm } from './typeorm-on-demand';

export interface ServiceDatabaseOptions {
  /** The Postgres schema the service owns; its tables and its migration history live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own entity list type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own migration list type
  migrations: MixedList<Function | string>;
}

/**
 * TypeORM for one service: its own schema, never `synchronize`, and its migrations run at
 * start under an advisory lock so that several replicas starting at once migrate only once.
 *
 * How a service's repositories talk to it (docs/architecture.md): TypeORM's repository API
 * for reads and writes of one table; SQL only for what that API cannot say in one statement
 * (what several statements would race on, a read of several tables at one instant, a
 * sequence), with a comment saying why.
 */
export function serviceDatabaseModule(options: ServiceDatabaseOptions): DynamicModule {
  const { TypeOrmModule } = nestTypeOrm();
  const { DataSource } = typeOrm();
  return TypeOrmModule.forRootAsync({
    useFactory: (): DataSourceOptions => serviceDataSourceOptions(options),
    dataSourceFactory: async (dataSourceOptions) => {
      if (!dataSourceOptions) throw new Error('Database options are missing');
      const dataSource = await new DataSource(dataSourceOptions).initialize();
      await runServiceMigrations(dataSource, options.schema);
      return dataSource;
    },
  });
}

/** The service's connection: DATABASE_URL unless another database is named (a test's own). */
export function serviceDataSourceOptions(options: ServiceDatabaseOptions, databaseUrl = readInfraConfig().databaseUrl): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    applicationName: `stagelink-${options.schema}`,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

/** Creates the schema if need be and runs the pending migrations, one replica at a time. */
export async function runServiceMigrations(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const lockKey = `stagelink:migrations:${schema}`;
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
    await runner.release();
  }
}
