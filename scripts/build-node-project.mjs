#!/usr/bin/env node
// A Node project's `build`: every `src/**/*.ts` but the specs, compiled one file at a time by SWC
// into `dist/` with the same layout and a source map each. Nothing is type-checked here:
// `npm run typecheck` checks every project, tests included, once (docs/decisions.md, D-200).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';
import { typescriptToCommonJs } from './lib/swc-options.cjs';

const projectDir = process.cwd();
const sourceDir = join(projectDir, 'src');
const outputDir = join(projectDir, 'dist');

const isShipped = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.spec.ts');
const sources = (await readdir(sourceDir, { recursive: true })).filter(isShipped).sort();

// A file removed from src must not live on in dist.
await rm(outputDir, { recursive: true, force: true });
const outputOf = (file) => join(outputDir, file.replace(/\.ts$/, '.js'));
for (const folder of new Set(sources.map((file) => dirname(outputOf(file))))) await mkdir(folder, { recursive: true });
await Promise.all(sources.map(compile));
console.log(`dist: ${sources.length} files compiled`);

async function compile(file) {
  const source = join(sourceDir, file);
  const output = outputOf(file);
  const { code, map } = await transformFile(source, {
    ...typescriptToCommonJs({ sourceMaps: true }),
    // Nothing but these options: no .swcrc read from the tree.
    swcrc: false,
    configFile: false,
    sourceFileName: relative(dirname(output), source),
  });
  await writeFile(output, `${code}\n//# sourceMappingURL=${basename(output)}.map\n`);
  await writeFile(`${output}.map`, map);
}
