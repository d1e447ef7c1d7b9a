import type { CheckResult } from '../common/schema-check';
import { isRecord, type SectionType } from '../profile/section-data';
import { checkSectionData } from '../profile/section-schemas';
import { anchorIn, ITEM_ORIGINAL } from './list-item-texts';

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
  // Cities and venues are names, read as written (docs/decisions.md, D-121); the title is the section's.
  tour: none,
};

/**
 * The longest each text may be, as its type's schema says (section-schemas.ts): a translation
 * has the original's limits (D-67), and a machine's longer text is cut to them (D-80).
 */
const SECTION_TEXT_LIMITS: Record<SectionType, Readonly<Record<string, number>>> = {
  video: { title: 255 },
  image: { alt: 500 },
  book: { description: 20_000 },
  collaboration: { name: 255, description: 2000 },
  text: { content: 20_000, longContent: 20_000 },
  tiktok: {},
  spotify: { description: 2000 },
  instagram: {},
  newsletter: { description: 2000, buttonText: 100 },
  applemusic: {},
  custom: { description: 2000 },
  tour: {},
};

/** The longest the text at `path` (`description`, `videos.1.title`) of a type's data may be. */
export function sectionTextLimit(type: SectionType, path: string): number {
  const field = path.split('.').at(-1) ?? '';
  return SECTION_TEXT_LIMITS[type][field] ?? 0;
}

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
 * trimmed, and for list items the original texts they were written for (`original`, D-79); a
 * text that is not a string is refused by its path.
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
    const kept: Record<string, unknown>[] = [];
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
      const anchors = anchorsOf(item, fields);
      kept.push(anchors ? { ...texts, [ITEM_ORIGINAL]: anchors } : texts);
    }
    picked[list] = kept;
  }
  return { ok: true, value: picked };
}

/** The original texts a sent list item says its texts were written for, when it says. */
function anchorsOf(item: unknown, fields: readonly string[]): Record<string, string> | null {
  const anchors: Record<string, string> = {};
  for (const field of fields) {
    const anchor = anchorIn(item, field);
    if (anchor !== undefined) anchors[field] = anchor;
  }
  return Object.keys(anchors).length > 0 ? anchors : null;
}

/**
 * Sets the text at a path (`videos.1.title`) in an override, making the list items it passes
 * through; `original`, for a list item, is the original text it translates (D-79).
 */
export function setSectionText(override: Record<string, unknown>, path: string, text: string, original?: string): Record<string, unknown> {
  const [head, index, field] = path.split('.');
  if (!head) return override;
  if (index === undefined || field === undefined) return { ...override, [head]: text };
  const list = Array.isArray(override[head]) ? [...(override[head] as unknown[])] : [];
  const position = Number(index);
  for (let i = list.length; i <= position; i++) list.push({});
  const item = isRecord(list[position]) ? (list[position] as Record<string, unknown>) : {};
  const anchors = isRecord(item[ITEM_ORIGINAL]) ? item[ITEM_ORIGINAL] : {};
  list[position] = { ...item, [field]: text, ...(original === undefined ? {} : { [ITEM_ORIGINAL]: { ...anchors, [field]: original } }) };
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
  const merged = checkSectionData(type, withTextsInPlace(type, original, picked.value));
  return merged.ok ? picked : merged;
}

/** The original's data with each non-empty text of a picked override at the same path, for its limits. */
function withTextsInPlace(type: SectionType, original: Record<string, unknown>, picked: Record<string, unknown>): Record<string, unknown> {
  let merged = original;
  for (const { path, text } of sectionTextsOf(type, picked)) {
    const [head = '', index] = path.split('.');
    const list = original[head];
    if (text === '' || (index !== undefined && !(Array.isArray(list) && isRecord(list[Number(index)])))) continue;
    merged = setSectionText(merged, path, text);
  }
  return merged;
}

export const SECTION_CHANGED =
  "This section's items changed since its translation was opened, so it was not saved: load the section again and translate its items as they are now.";

/**
 * A checked override with each list item's texts tied to the original text they translate
 * (D-79): the one the item has now, or, when the editor says which it translated, that one,
 * which must still be the item's. Otherwise the owner translated an older version of the
 * section, and the save is refused rather than put on another item.
 */
export function anchoredSectionTexts(
  type: SectionType,
  original: Record<string, unknown>,
  picked: Record<string, unknown>,
): CheckResult<Record<string, unknown>> {
  const anchored: Record<string, unknown> = { ...picked };
  for (const [list, fields] of Object.entries(SECTION_TEXT_FIELDS[type].lists)) {
    const items = picked[list];
    if (!Array.isArray(items)) continue;
    const originals: unknown[] = Array.isArray(original[list]) ? original[list] : [];
    const kept: Record<string, unknown>[] = [];
    for (const [index, item] of (items as Record<string, unknown>[]).entries()) {
      const source = originals[index];
      const sent = fields.filter((field) => typeof item[field] === 'string');
      if (!isRecord(source)) {
        if (sent.some((field) => item[field] !== '')) return { ok: false, message: SECTION_CHANGED };
        kept.push({});
        continue;
      }
      const texts: Record<string, unknown> = {};
      const anchors: Record<string, string> = {};
      for (const field of sent) {
        const now = stringAt(source[field]);
        const given = anchorIn(item, field);
        if (given !== undefined && given !== now) return { ok: false, message: SECTION_CHANGED };
        texts[field] = item[field];
        anchors[field] = now;
      }
      kept.push(sent.length > 0 ? { ...texts, [ITEM_ORIGINAL]: anchors } : {});
    }
    anchored[list] = kept;
  }
  return { ok: true, value: anchored };
}
