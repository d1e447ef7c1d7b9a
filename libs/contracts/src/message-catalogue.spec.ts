import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthPattern, SERVICE_NAMES, type MessagePattern } from './common/message-pattern';
import * as contracts from './index';

// docs/architecture.md lists every message a service answers and every event, so a reader learns
// the services' whole surface from one page; this keeps the page true as patterns are added.
const ROOT = join(__dirname, '../../..');
const ARCHITECTURE = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

const isPattern = (value: unknown): value is MessagePattern<unknown, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (SERVICE_NAMES as readonly unknown[]).includes((value as { service?: unknown }).service) &&
  typeof (value as { name?: unknown }).name === 'string';

/** Every pattern the contracts export, found in their exported pattern and event tables. */
function everyExportedPattern(): string[] {
  const found = new Set<string>(SERVICE_NAMES.map((service) => `${service}.${healthPattern(service).name}`));
  for (const exported of Object.values(contracts)) {
    if (typeof exported !== 'object' || exported === null) continue;
    for (const value of Object.values(exported)) if (isPattern(value)) found.add(`${value.service}.${value.name}`);
  }
  return [...found].sort();
}

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'artifacts', 'coverage', 'test', 'e2e']);

/** The code that sends, publishes or handles messages: every app, service and library but the contracts and tests. */
function productionSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('libs', 'contracts')) ? [] : productionSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = ['apps', 'services', 'libs'].flatMap((folder) => productionSources(join(ROOT, folder)));
const where = (file: string, line: string) => `${file.slice(ROOT.length + 1)}: ${line.trim()}`;

describe('docs/architecture.md', () => {
  const patterns = everyExportedPattern();

  it('finds the pattern tables of every service in the contracts', () => {
    for (const service of SERVICE_NAMES) expect(patterns.filter((name) => name.startsWith(`${service}.`)).length).toBeGreaterThan(2);
  });

  it.each(patterns)('lists `%s`', (pattern) => {
    expect(ARCHITECTURE).toContain(`\`${pattern}\``);
  });
});

// The list above is only as whole as the contracts' exports: a pattern made elsewhere, or a table
// the index does not export, would escape it. These keep every pattern the code uses in them.
describe('the patterns the code uses', () => {
  it('are all made in libs/contracts', () => {
    const made = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\bmessagePattern\s*[<(]/.test(line))
        .map((line) => where(file, line)),
    );
    expect(made).toEqual([]);
  });

  it('are all exported tables of the contracts, named as they are', () => {
    const tables = contracts as unknown as Record<string, Record<string, unknown> | undefined>;
    const used = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b([A-Z]\w*(?:Patterns|Events))\.(\w+)/g)].map(([reference, table = '', key = '']) => ({
        file,
        reference,
        table,
        key,
      })),
    );
    // A class of ours named like a table (a logger's `NatsEvents.name`) is not one.
    const classes = new Set(
      sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bclass (\w+)/g)].map(([, name = '']) => name)),
    );
    expect(used.length).toBeGreaterThan(60);
    const unknown = used
      .filter(({ table, key }) => !classes.has(table) && !isPattern(tables[table]?.[key]))
      .map(({ file, reference }) => where(file, reference));
    expect(unknown).toEqual([]);
  });

  it('are handled only through the contracts: a handler names its pattern from a table', () => {
    const handlers = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@(?:MessagePattern|EventPattern)\(([^\n]*)\)/g)].map(([decorator, argument = '']) => ({
        file,
        decorator,
        argument,
      })),
    );
    expect(handlers.length).toBeGreaterThan(60);
    const unchecked = handlers
      .filter(({ argument }) => !/^subjectOf\((?:[A-Z]\w*(?:Patterns|Events)\.\w+|healthPattern\(\w+\))\)$/.test(argument))
      .map(({ file, decorator }) => where(file, decorator));
    expect(unchecked).toEqual([]);
  });
});
