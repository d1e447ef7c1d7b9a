import { checkSectionData, DEMO_PROFILE_FIELDS, type DemoProfileField } from '@stagelink/contracts';
import { DEMO_PROFILE, DEMO_SECTIONS } from './demo-content';

interface SectionLike {
  type: string;
  title: string;
  data: Record<string, unknown>;
  visibleFrom?: Date | null;
  visibleUntil?: Date | null;
}

/**
 * A demo section is still the demo's while its type, title and content are the seed's, compared
 * after the same check a save applies, so opening and saving it unchanged keeps it the demo's;
 * any edit makes it the owner's (docs/decisions.md, D-111). Its place and its switch do not
 * count; a schedule does, since the seed has none: an owner who gave it dates means to keep it (D-120).
 */
export function isUnchangedDemoSection(section: SectionLike): boolean {
  if (section.visibleFrom || section.visibleUntil) return false;
  const content = canonical(section.type, section.data);
  return DEMO_SECTIONS.some(
    (seed) => seed.type === section.type && seed.title === section.title && canonical(seed.type, seed.data) === content,
  );
}

/** The profile fields that still hold the demo artist's words or photo. */
export function unchangedDemoProfileFields(profile: Record<DemoProfileField, string | null>): DemoProfileField[] {
  return DEMO_PROFILE_FIELDS.filter((field) => profile[field] === DEMO_PROFILE[field]);
}

function canonical(type: string, data: Record<string, unknown>): string {
  const checked = checkSectionData(type, data);
  return stableJson(checked.ok ? checked.value : data);
}

/** JSON with every object's keys sorted, so the same content is the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
