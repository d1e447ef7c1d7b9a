export * from './test-database';
export * from './fresh-state';
export * from './service-process';
export * from './service-schema';
export * from './worker-stacks';
export * from './schema-drift';
export * from './fake-translation-provider';
export * from './eventually';
