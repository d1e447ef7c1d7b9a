import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The visitor's page shows sections, windows, tour dates and images with these modules; zod in
// any of them, or in what they import, puts 23 KB of zod on the page's critical path (D-166).
const PAGE_MODULES = ['section-data.ts', 'section-window.ts', 'tour-dates.ts', 'media.ts'];

/** The module and every module of ours it imports, by path. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g))
    withImports(join(dirname(file), `${path}.ts`), seen);
  return seen;
}

describe("the contracts' modules the visitor's page runs", () => {
  it.each(PAGE_MODULES)('%s imports no zod, nor does anything it imports', (module) => {
    const importingZod = [...withImports(join(__dirname, module))].filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')));
    expect(importingZod).toEqual([]);
  });
});
