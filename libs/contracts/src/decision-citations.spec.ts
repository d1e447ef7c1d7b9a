import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Comments cite docs/decisions.md by number ("docs/decisions.md, D-54"); a citation of a number
// the record does not have sends a reader nowhere. This keeps every cited number present.
const ROOT = join(__dirname, '../../..');
const DECISIONS = readFileSync(join(ROOT, 'docs/decisions.md'), 'utf8');
const RECORDED = new Set([...DECISIONS.matchAll(/^## (D-\d+) /gm)].map((match) => match[1]));
const SOURCE_FOLDERS = ['apps', 'services', 'libs', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'artifacts', 'coverage']);
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

function citations(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bD-(\d{1,4})\b/g)) found.push([`D-${match[1]}`, file.slice(ROOT.length + 1)]);
  }
  return found;
}

describe('citations of docs/decisions.md in the code', () => {
  const cited = citations();

  it('finds the citations', () => {
    expect(cited.length).toBeGreaterThan(100);
  });

  it('cite only decisions the record has', () => {
    expect(cited.filter(([decision]) => !RECORDED.has(decision)).map(([decision, file]) => `${decision} in ${file}`)).toEqual([]);
  });
});
