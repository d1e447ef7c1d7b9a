import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Comments cite the record by number ("docs/decisions.md, D-54"), wherever the entry lives:
// docs/decisions.md holds the architecture, docs/clarifications.md what settles the product spec,
// and the index at the top of docs/decisions.md lists both. A citation of a number neither file
// has sends a reader nowhere; an entry the index misses, or one that grew past a screen, is a
// record nobody can scan. This keeps the citations and the record's rules true.
const ROOT = join(__dirname, '../../..');
const HERE = 'here';
const CLARIFICATIONS = '[clarifications](clarifications.md)';
const FILES = { [HERE]: 'docs/decisions.md', [CLARIFICATIONS]: 'docs/clarifications.md' } as const;
type Place = keyof typeof FILES;
const MAX_WORDS = 450;
// An entry replaced in part by several later ones names them all: "by D-87 and D-193".
const NUMBERS = String.raw`D-\d+(?:(?:, | and )D-\d+)*`;
const STATUS = new RegExp(String.raw`^\*\*Status\.\*\* (Accepted|Accepted; superseded in part by ${NUMBERS}|Superseded by ${NUMBERS})\.$`);

interface Entry {
  number: string;
  place: Place;
  status: string | undefined;
  words: number;
}

function entriesOf(place: Place): Entry[] {
  const text = readFileSync(join(ROOT, FILES[place]), 'utf8');
  return text
    .split(/^(?=## D-\d+ )/m)
    .slice(1)
    .map((chunk) => {
      const [heading = '', ...body] = chunk.split('\n');
      const firstLine = body.find((line) => line.trim() !== '') ?? '';
      return {
        number: /^## (D-\d+) /.exec(heading)?.[1] ?? heading,
        place,
        status: STATUS.exec(firstLine)?.[1],
        words: body.join(' ').split(/\s+/).filter(Boolean).length,
      };
    });
}

interface IndexRow {
  number: string;
  place: string;
  status: string;
}

function indexRows(): IndexRow[] {
  const text = readFileSync(join(ROOT, FILES[HERE]), 'utf8');
  return [...text.matchAll(/^\| (D-\d+) +\|.*\| (\S.*?) +\| (\S.*?) +\|$/gm)].map(([, number = '', place = '', status = '']) => ({
    number,
    place,
    status,
  }));
}

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

const entries = [...entriesOf(HERE), ...entriesOf(CLARIFICATIONS)];
const recorded = new Set(entries.map((entry) => entry.number));

describe('citations of the decision record in the code', () => {
  const cited = citations();

  it('finds the citations', () => {
    expect(cited.length).toBeGreaterThan(100);
  });

  it('cite only numbers docs/decisions.md or docs/clarifications.md has', () => {
    expect(cited.filter(([decision]) => !recorded.has(decision)).map(([decision, file]) => `${decision} in ${file}`)).toEqual([]);
  });
});

describe('the decision record', () => {
  const rows = indexRows();

  it('finds the entries of both files', () => {
    expect(entriesOf(HERE).length).toBeGreaterThan(50);
    expect(entriesOf(CLARIFICATIONS).length).toBeGreaterThan(50);
  });

  it('gives every number to one entry only', () => {
    const seen = entries.map((entry) => entry.number);
    expect(seen.filter((number, at) => seen.indexOf(number) !== at)).toEqual([]);
  });

  it('indexes every entry once, with the file that holds it and its status', () => {
    const fromEntries = entries.map((entry) => `${entry.number} | ${entry.place} | ${entry.status}`).sort();
    const fromIndex = rows.map((row) => `${row.number} | ${row.place} | ${row.status}`).sort();
    expect(fromIndex).toEqual(fromEntries);
  });

  it('opens every entry with its status line', () => {
    expect(entries.filter((entry) => entry.status === undefined).map((entry) => `${entry.number} in ${FILES[entry.place]}`)).toEqual([]);
  });

  it('supersedes only by numbers it has', () => {
    const replacing = entries.flatMap((entry) => [...(entry.status ?? '').matchAll(/D-\d+/g)].map(([number]) => number));
    expect(replacing.filter((number) => !recorded.has(number))).toEqual([]);
  });

  it(`keeps every entry within ${MAX_WORDS} words`, () => {
    expect(entries.filter((entry) => entry.words > MAX_WORDS).map((entry) => `${entry.number}: ${entry.words} words`)).toEqual([]);
  });
});
