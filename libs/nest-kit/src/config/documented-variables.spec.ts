import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');

/**
 * Each process's schema of variables (docs/decisions.md, D-188), by file and export. Loaded by
 * path: a library may not import an app or a service, and this spec reads all five.
 */
const PROCESS_VARIABLES: readonly [process: string, file: string, exported: string][] = [
  ['gateway', 'apps/gateway/src/config/gateway-variables', 'GATEWAY_VARIABLES'],
  ['profile', 'services/profile/src/config/profile-env', 'PROFILE_VARIABLES'],
  ['engagement', 'services/engagement/src/config/engagement-env', 'ENGAGEMENT_VARIABLES'],
  ['bookings', 'services/bookings/src/config/bookings-env', 'BOOKINGS_VARIABLES'],
  ['i18n', 'services/i18n/src/config/i18n-env', 'I18N_SERVICE_VARIABLES'],
];

function schemaVariables(): Set<string> {
  const names = PROCESS_VARIABLES.flatMap(([, file, exported]) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(join(ROOT, file)) as Record<string, object>;
    return Object.keys(module[exported] ?? {});
  });
  return new Set(names);
}

/** The variables of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /^## Configuration\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const firstCells = [...section.matchAll(/^\| (`[^|]*)\|/gm)].map(([, cell]) => cell ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name ?? ''));
}

/** The scripts' own variables (backups, the single-process start): read there, not by a schema. */
function scriptsText(): string {
  return readdirSync(join(ROOT, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(ROOT, 'scripts', file), 'utf8'))
    .join('\n');
}

describe("the README's configuration table", () => {
  const read = schemaVariables();
  const documented = documentedVariables();

  it('lists every variable a process reads', () => {
    expect(read.size).toBeGreaterThan(60);
    expect([...read].filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists no variable that neither a process nor a script reads', () => {
    const scripts = scriptsText();
    const unread = documented.filter((name) => !read.has(name) && !new RegExp(`\\b${name}\\b`).test(scripts));
    expect(unread).toEqual([]);
  });

  it('lists each variable once', () => {
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});
