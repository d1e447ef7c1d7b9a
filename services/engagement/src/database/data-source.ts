import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@stagelink/nest-kit';
import { engagementDatabase } from './engagement-database';

/**
 * The engagement schema for TypeORM's command line, on DATABASE_URL. After changing an entity, on
 * a database the service has migrated: `npm run build -w @stagelink/engagement`, then
 * `npm run migration:generate -w @stagelink/engagement -- src/database/migrations/<what-changed>`,
 * and list the new migration in engagement-database.ts. test/schema-drift.integration-spec.ts fails
 * while the entities and the migrations disagree.
 */
export const dataSource = new DataSource(serviceDataSourceOptions(engagementDatabase));
