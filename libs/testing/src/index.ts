export * from './test-database';
export * from './service-process';
export * from './service-schema';
