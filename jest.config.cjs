// Unit specs sit beside the code (src/**/*.spec.ts); integration specs talk to the real
// PostgreSQL, Redis and NATS of this run (test/**/*.integration-spec.ts). `npm test` runs both.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@stagelink/(contracts|nest-kit|testing)$': '<rootDir>/libs/$1/src/index.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The DTOs' decorators read type metadata, as they do in the apps, which load it first.
  setupFiles: ['reflect-metadata'],
};

module.exports = {
  // Set, not derived from the cores: each worker of the integration tests has a stack of the
  // four services of its own, started by the global setup (libs/testing/src/worker-stacks.ts).
  maxWorkers: 2,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,services,libs}/*/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,services,libs}/*/test/**/*.integration-spec.ts'],
      setupFiles: ['reflect-metadata', '<rootDir>/libs/testing/src/jest-isolation-setup.ts'],
      globalSetup: '<rootDir>/libs/testing/src/jest-global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/jest-global-teardown.ts',
    },
  ],
};
