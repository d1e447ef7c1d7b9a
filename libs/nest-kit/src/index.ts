export * from './errors/domain-error';
export * from './errors/rpc-error.filter';
export * from './validation/strict-validation-pipe';
export * from './config/env';
export * from './database/service-database.module';
export * from './health/service-health.controller';
export * from './logging/logger.module';
export * from './microservice/create-service-app';
