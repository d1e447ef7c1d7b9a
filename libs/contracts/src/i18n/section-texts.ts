import type { CheckResult } from '../common/schema-check';
import { isRecord, type SectionType } from '../profile/section-data';
import { checkSectionData } from '../profile/section-schemas';
import { withTranslatedTexts } from './translated-page';

/**
 * The words of a section that a visitor reads and a translation may change, per type
 * (docs/decisions.md, D-67). Links, usernames, colours and images are the same in every
 * language, so a translation never holds them.
 */
export interface SectionTextFields {
  /** Text fields of `data` itself. */
  fields: readonly string[];
  /** Lists in `data` whose items have text fields: `videos[].title`. */
  lists: Readonly<Record<string, readonly string[]>>;
}

const none: SectionTextFields = { fields: [], lists: {} };

export const SECTION_TEXT_FIELDS: Record<SectionType, SectionTextFields> = {
  video: { fields: [], lists: { videos: ['title'] } },
  image: { fields: [], lists: { images: ['alt'] } },
  book: { fields: ['description'], lists: {} },
  collaboration: { fields: [], lists: { services: ['name', 'description'] } },
  text: { fields: ['content', 'longContent'], lists: {} },
  tiktok: none,
  spotify: { fields: ['description'], lists: {} },
  instagram: none,
  newsletter: { fields: ['description', 'buttonText'], lists: {} },
  applemusic: none,
  custom: { fields: ['description'], lists: {} },
};

/** One translatable text: its path in `data` (`description`, `videos.1.title`) and its words. */
export interface SectionText {
  path: string;
  text: string;
}

/** Every translatable text of a section's data, in the order a reader meets them, empty ones included. */
export function sectionTextsOf(type: SectionType, data: Record<string, unknown>): SectionText[] {
  const spec = SECTION_TEXT_FIELDS[type];
  const texts: SectionText[] = spec.fields.map((field) => ({ path: field, text: stringAt(data[field]) }));
  for (const [list, fields] of Object.entries(spec.lists)) {
    const items = Array.isArray(data[list]) ? (data[list] as unknown[]) : [];
    items.forEach((item, index) => {
      for (const field of fields) texts.push({ path: `${list}.${index}.${field}`, text: stringAt(isRecord(item) ? item[field] : '') });
    });
  }
  return texts;
}

/**
 * A data override with only the translatable texts of `type` (everything else dropped), each
 * trimmed; a text that is not a string is refused by its path.
 */
export function pickSectionTexts(type: SectionType, override: Record<string, unknown>): CheckResult<Record<string, unknown>> {
  const spec = SECTION_TEXT_FIELDS[type];
  const picked: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = override[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return { ok: false, message: `data.${field}: must be text` };
    picked[field] = value.trim();
  }
  for (const [list, fields] of Object.entries(spec.lists)) {
    const items = override[list];
    if (items === undefined || items === null) continue;
    if (!Array.isArray(items)) return { ok: false, message: `data.${list}: must be a list` };
    const kept: Record<string, string>[] = [];
    for (const [index, item] of items.entries()) {
      const texts: Record<string, string> = {};
      if (isRecord(item)) {
        for (const field of fields) {
          const value = item[field];
          if (value === undefined || value === null) continue;
          if (typeof value !== 'string') return { ok: false, message: `data.${list}[${index}].${field}: must be text` };
          texts[field] = value.trim();
        }
      }
      kept.push(texts);
    }
    picked[list] = kept;
  }
  return { ok: true, value: picked };
}

/** Sets the text at a path (`videos.1.title`) in an override, making the list items it passes through. */
export function setSectionText(override: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const [head, index, field] = path.split('.');
  if (!head) return override;
  if (index === undefined || field === undefined) return { ...override, [head]: text };
  const list = Array.isArray(override[head]) ? [...(override[head] as unknown[])] : [];
  const position = Number(index);
  for (let i = list.length; i <= position; i++) list.push({});
  const item = list[position];
  list[position] = { ...(isRecord(item) ? item : {}), [field]: text };
  return { ...override, [head]: list };
}

/** The text at a path of an override or of data, or '' when there is none. */
export function sectionTextAt(data: Record<string, unknown> | null | undefined, path: string): string {
  const [head, index, field] = path.split('.');
  if (!data || !head) return '';
  if (index === undefined || field === undefined) return stringAt(data[head]);
  const list = data[head];
  const item = Array.isArray(list) ? (list as unknown[])[Number(index)] : undefined;
  return isRecord(item) && field ? stringAt(item[field]) : '';
}

function stringAt(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A translation's data for a section (`PUT /api/section-content/...`): only its type's texts are
 * kept, and the section's data with them in place must still pass the type's own schema
 * (section-schemas.ts), so a translation obeys the same limits as the original.
 */
export function checkSectionContentData(
  type: SectionType,
  original: Record<string, unknown>,
  override: Record<string, unknown>,
): CheckResult<Record<string, unknown>> {
  const picked = pickSectionTexts(type, override);
  if (!picked.ok) return picked;
  const merged = checkSectionData(type, withTranslatedTexts(original, picked.value));
  return merged.ok ? picked : merged;
}
