#!/usr/bin/env node
// `npm run lint [-- --types]`: ESLint, type-aware, over the whole repository in one process, with
// the Nx project boundaries. The type information comes from one TypeScript program per set of
// compiler options, the programs `npm run typecheck` checks (docs/decisions.md, D-191), so the
// projects share what they have in common. With `--types`, tsc's report of those same programs
// follows, the type checks without reading and binding every file a second time (D-205): what
// `npm test` runs. `npx nx affected -t lint` still lints only the projects a change touches.
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { nxEnv } from './lib/install.mjs';
import { run } from './lib/run.mjs';
import { groupByOptions, groupOutcome, typecheckConfigs } from './lib/typecheck-groups.mjs';
import { groupProgram, typeReport } from './lib/typecheck-program.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const withTypes = process.argv.includes('--types');

// The boundary rule reads Nx's project graph and silently skips itself without one.
Object.assign(process.env, nxEnv());
await run('npx', ['nx', 'show', 'projects'], { cwd: root, stdio: 'ignore' });

const groups = groupByOptions(typecheckConfigs(root));
const programs = groups.map(groupProgram);
const eslint = new ESLint({ cwd: root, overrideConfig: typeInformation(groups, programs) });
const results = await eslint.lintFiles(['.']);
const formatted = await (await eslint.loadFormatter('stylish')).format(results);
if (formatted) console.log(formatted);
// As `eslint --max-warnings=0`: a warning fails the lint too.
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
let typeErrors = 0;
if (withTypes) {
  for (const [index, group] of groups.entries()) {
    const result = typeReport(programs[index], group);
    process.stdout.write(result.report);
    console.log(groupOutcome(root, group, result));
    typeErrors += result.errors;
  }
}
process.exit(problems > 0 || typeErrors > 0 ? 1 : 0);

/**
 * Each TypeScript file is linted with the program of the tsconfig nearest to it, the one the
 * project service would open for it: a nested project's config (apps/web/e2e) comes after its
 * parent's, so it wins for its own files. A file outside every project's folder is looked up in
 * all of the programs.
 */
function typeInformation(groupsOfConfigs, groupPrograms) {
  const withPrograms = (files, first) => ({
    files,
    languageOptions: {
      parserOptions: {
        projectService: false,
        programs: first ? [first, ...groupPrograms.filter((each) => each !== first)] : groupPrograms,
      },
    },
  });
  const owners = groupsOfConfigs
    .flatMap((group, index) => group.configs.map((config) => ({ folder: relative(root, dirname(config)), program: groupPrograms[index] })))
    .sort((a, b) => a.folder.split(sep).length - b.folder.split(sep).length);
  return [
    withPrograms(['**/*.ts', '**/*.tsx'], null),
    ...owners.map(({ folder, program }) =>
      withPrograms(
        ['ts', 'tsx'].map((extension) => join(folder, `**/*.${extension}`)),
        program,
      ),
    ),
  ];
}
