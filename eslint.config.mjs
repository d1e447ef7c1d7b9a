import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = ['admin', 'auth', 'not-found', 'profile', 'unsubscribe'];
const TEST_FILES = [
  '**/*.spec.ts',
  '**/test/**/*.ts',
  '**/test/**/*.tsx',
  '**/e2e/**/*.ts',
  'libs/testing/**/*.ts',
  'playwright.config.ts',
  'jest.config.cjs',
  'apps/web/vitest.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['playwright.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Type-aware: a promise is awaited or handed on, never dropped or given where a
      // callback's return is ignored; values typed `any` do not spread through the code.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      // Project boundaries: apps and services build on libraries only, so a service can never
      // import another service; the browser app sees only the contracts.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:testing'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:testing'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    // The test helpers may only be imported by tests, never by code that ships.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@stagelink/testing', message: 'Test helpers are for tests only.' }] }] },
  },
  {
    // A migration is frozen (docs/decisions.md, D-142): it imports TypeORM and pinned packages,
    // never our own code nor another migration, so no later edit changes what it does.
    files: ['services/*/src/database/migrations/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*', '@stagelink/*'], message: 'A migration is frozen: write out what it needs (D-142).' }] },
      ],
    },
  },
  {
    // Entities describe the tables as they are now; they never read a migration (D-142).
    files: ['services/*/src/**/*.entity.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@stagelink/testing', message: 'Test helpers are for tests only.' }],
          patterns: [{ group: ['**/migrations/*'], message: 'An entity never imports a migration (D-142).' }],
        },
      ],
    },
  },
  {
    // Jest's asymmetric matchers (`expect.any`, `expect.stringMatching`) are typed `any`.
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web features stand apart (bulletproof-react): what two of them share moves to lib/ or
      // components/. The app folder composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other; move what they share to lib/ or components/.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
