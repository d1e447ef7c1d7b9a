import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { runServiceMigrations, serviceDataSourceOptions, type ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { createDatabase, dropDatabase } from './test-database';

/**
 * What TypeORM would still change in a fresh database built by a service's migrations alone,
 * to match its entities: nothing, while the two describe one schema. An entity changed
 * without its migration, or a migration without its entity, shows here as the statements.
 */
export async function pendingSchemaChanges(database: ServiceDatabaseOptions): Promise<string[]> {
  const url = await createDatabase(`drift_${randomBytes(6).toString('hex')}`);
  const dataSource = await new DataSource(serviceDataSourceOptions(database, url)).initialize();
  try {
    await runServiceMigrations(dataSource, database.schema);
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    return upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
    await dropDatabase(url);
  }
}
