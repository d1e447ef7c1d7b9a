import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@stagelink/nest-kit';
import { profileDatabase } from './profile-database';

/**
 * The profile schema for TypeORM's command line, on DATABASE_URL. After changing an entity, on
 * a database the service has migrated: `npm run build -w @stagelink/profile`, then
 * `npm run migration:generate -w @stagelink/profile -- src/database/migrations/<what-changed>`,
 * and list the new migration in profile-database.ts. test/schema-drift.integration-spec.ts fails
 * while the entities and the migrations disagree.
 */
export const dataSource = new DataSource(serviceDataSourceOptions(profileDatabase));
