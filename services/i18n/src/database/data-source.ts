import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@stagelink/nest-kit';
import { i18nDatabase } from './i18n-database';

/**
 * The i18n schema for TypeORM's command line, on DATABASE_URL. After changing an entity, on
 * a database the service has migrated: `npm run build -w @stagelink/i18n`, then
 * `npm run migration:generate -w @stagelink/i18n -- src/database/migrations/<what-changed>`,
 * and list the new migration in i18n-database.ts. test/schema-drift.integration-spec.ts fails
 * while the entities and the migrations disagree.
 */
export const dataSource = new DataSource(serviceDataSourceOptions(i18nDatabase));
