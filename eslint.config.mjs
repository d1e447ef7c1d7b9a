import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = ['admin', 'auth', 'not-found', 'profile', 'unsubscribe'];
// The owner's panel by area (docs/decisions.md, D-189); the shell composes the others.
const ADMIN_AREAS = [
  'analytics',
  'booking-settings',
  'bookings',
  'languages',
  'likes',
  'privacy',
  'profile',
  'sections',
  'security',
  'subscribers',
  'tracking',
];
const NO_TEST_HELPERS = { name: '@stagelink/testing', message: 'Test helpers are for tests only.' };
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
    // No global pipe checks input any more (D-185): a body, query or message reaches a handler
    // either through its schema (@StrictBody, @OwnerBody, @CheckedPayload...) or typed `unknown`,
    // for the handler to parse. A bare @Body() typed as a DTO would arrive unchecked.
    files: ['apps/gateway/src/**/*.ts', 'services/*/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['[arguments.length=0]', "[arguments.length=1][arguments.0.type='Literal']"].map((withoutPipe) => ({
          selector: `Identifier[typeAnnotation.typeAnnotation.type!='TSUnknownKeyword'] > Decorator > CallExpression[callee.name=/^(Body|Query|Payload)$/]${withoutPipe}`,
          message:
            'Unchecked input: use its schema (@StrictBody, @StrictQuery, @CheckedPayload) or type it `unknown` and parse it (D-185).',
        })),
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
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...webImports([]) },
  },
  // Web features stand apart (bulletproof-react): what two of them share moves to lib/ or
  // components/; the app folder composes them. So do the panel's areas: what several share is
  // in src/panel/, which imports none of them; only the shell imports an area (D-189).
  ...WEB_FEATURES.filter((feature) => feature !== 'admin').map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: webImports([otherFeatures(`${feature}/`)]),
  })),
  {
    files: ['apps/web/src/features/admin/shell/**/*.{ts,tsx}'],
    rules: webImports([otherFeatures('admin/')]),
  },
  ...ADMIN_AREAS.map((area) => ({
    files: [`apps/web/src/features/admin/${area}/**/*.{ts,tsx}`],
    rules: webImports([otherFeatures('admin/'), otherAreas(area)]),
  })),
  {
    files: ['apps/web/src/panel/**/*.{ts,tsx}'],
    rules: webImports([{ regex: '^@/features/', message: "The panel's shared code imports no feature: it is below them (D-189)." }]),
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (Jest's config, the compiler options it shares with the builds) load with `require`.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

/** A feature's imports of any other feature (`own` is the feature's folder under features/). */
function otherFeatures(own) {
  return { regex: `^@/features/(?!${own})`, message: 'Features do not import each other; move what they share to lib/ or components/.' };
}

function otherAreas(area) {
  return {
    regex: `^@/features/admin/(?!${area}/)`,
    message: 'Admin areas do not import each other; move what they share to src/panel/ (D-189).',
  };
}

/**
 * The web app's import rules, each file's set whole (a later block's options replace an earlier
 * one's): `@/` rather than `../` (D-189), and what the folder may not reach. ESLint's rule sees
 * static imports only, so the same bounds on `import()` are written as syntax.
 */
function webImports(patterns) {
  const all = [{ regex: '^\\.\\./', message: 'Import through `@/` (apps/web/src), not `../` (D-189).' }, ...patterns];
  // esquery's regular expressions cannot hold a `/`: \x2F stands for it.
  const asSyntax = (regex) => regex.replaceAll('/', '\\x2F');
  return {
    'no-restricted-imports': ['error', { paths: [NO_TEST_HELPERS], patterns: all }],
    'no-restricted-syntax': [
      'error',
      ...all.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${asSyntax(regex)}/]`, message })),
    ],
  };
}
