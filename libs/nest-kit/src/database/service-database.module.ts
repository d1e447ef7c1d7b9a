import { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { readInfraConfig } from '../config/env';

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
 */
export function serviceDatabaseModule(options: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: (): DataSourceOptions => serviceDataSourceOptions(options),
    dataSourceFactory: async (dataSourceOptions) => {
      if (!dataSourceOptions) throw new Error('Database options are missing');
      return migrateOnStart(new DataSource(dataSourceOptions), options.schema);
    },
  });
}

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: readInfraConfig().databaseUrl,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    applicationName: `stagelink-${options.schema}`,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

async function migrateOnStart(dataSource: DataSource, schema: string): Promise<DataSource> {
  await dataSource.initialize();
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
  return dataSource;
}
