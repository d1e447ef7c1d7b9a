// Unit specs sit beside the code (src/**/*.spec.ts); integration specs talk to the real
// PostgreSQL, Redis and NATS of this run (test/**/*.integration-spec.ts). `npm test` runs both.
const { esmToCommonJs, typescriptToCommonJs } = require('./scripts/lib/swc-options.cjs');

// The builds' compiler and options (scripts/lib/swc-options.cjs), with the maps inline.
const swc = ['@swc/jest', typescriptToCommonJs({ sourceMaps: 'inline' })];

// file-type and the packages it imports are ES modules only. Node loads them from the builds
// with require(esm); Jest's module system cannot, so they are compiled to CommonJS here.
const ESM_ONLY = ['file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer/inflate', '@borewit/text-codec'];
const swcEsm = ['@swc/jest', esmToCommonJs];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': swcEsm },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^@stagelink/(contracts|nest-kit|testing)$': '<rootDir>/libs/$1/src/index.ts',
    // The web app's `@/` (apps/web/src, as in its Vite config and tsconfig), for its unit specs.
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
    // Its export map offers only `import` for Node, a condition Jest's CommonJS resolver does not use.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Modules compiled so that V8 reuses their code from one test file to the next (D-203).
  runtime: '<rootDir>/scripts/lib/jest-script-runtime.cjs',
  // Nest's decorators read type metadata, as they do in the apps, which load it first.
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
