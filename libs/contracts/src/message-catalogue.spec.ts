import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthPattern, SERVICE_NAMES, type MessagePattern } from './common/message-pattern';
import * as contracts from './index';

// docs/architecture.md lists every message a service answers and every event, so a reader learns
// the services' whole surface from one page; this keeps the page true as patterns are added.
const ARCHITECTURE = readFileSync(join(__dirname, '../../../docs/architecture.md'), 'utf8');

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

describe('docs/architecture.md', () => {
  const patterns = everyExportedPattern();

  it('finds the pattern tables of every service in the contracts', () => {
    for (const service of SERVICE_NAMES) expect(patterns.filter((name) => name.startsWith(`${service}.`)).length).toBeGreaterThan(2);
  });

  it.each(patterns)('lists `%s`', (pattern) => {
    expect(ARCHITECTURE).toContain(`\`${pattern}\``);
  });
});
