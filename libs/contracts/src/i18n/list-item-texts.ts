import { isRecord } from '../profile/section-data';

/**
 * Translated texts of list items (videos' titles, images' descriptions, services) follow the
 * item they translate, not its position (docs/decisions.md, D-79). Each translated item keeps,
 * under `original`, the original text each of its texts translates: `{ title: 'En vivo',
 * original: { title: 'Live' } }`. A translation applies to the item at its position when that
 * item still has that original text, else to an item that has it elsewhere in the list (the
 * owner moved it); a translation that fits no item applies to none. Pure functions: the
 * visitor's page uses them too.
 */
export const ITEM_ORIGINAL = 'original';

/** Where a text's translation is, or would go, in a translation's data. */
export interface TextPlace {
  /** The path in the translation's data: `description`, `videos.2.title`. */
  slot: string;
  /** The translation a visitor reads for this text; '' when there is none. */
  text: string;
  /**
   * A translation kept at this item's position but written for another original text (the
   * owner changed the item since): shown to the owner to look at, never to a visitor.
   */
  stale: { text: string; original: string | null } | null;
}

/** For each item of `items`, the index of the translated item whose `field` applies to it, or null. */
export function appliedSlots(items: readonly unknown[], slots: readonly unknown[], field: string): (number | null)[] {
  return items.map((item, index) => {
    const source = textIn(item, field);
    const fits = (slot: number) => textIn(slots[slot], field) !== '' && anchorIn(slots[slot], field) === source;
    if (fits(index)) return index;
    // A text the original leaves empty is matched only where it is: many items may leave it empty.
    if (source === '') return null;
    const elsewhere = slots.findIndex((_slot, slot) => fits(slot));
    return elsewhere === -1 ? null : elsewhere;
  });
}

/**
 * How one field of a list's items meets the translated items: the slot whose translation
 * applies to each item, and for an item without one the stale translation shown to the owner:
 * the one at its own position if no item uses it, else, in order, one no item uses elsewhere
 * (the owner moved and changed the item).
 */
function fieldPlaces(items: readonly unknown[], slots: readonly unknown[], field: string) {
  const applied = appliedSlots(items, slots, field);
  const inUse = new Set(applied.filter((slot): slot is number => slot !== null));
  const unused = (slot: number) => !inUse.has(slot) && textIn(slots[slot], field) !== '';
  const stale: (number | null)[] = items.map(() => null);
  const needing = items.map((_item, index) => index).filter((index) => applied[index] === null && textIn(items[index], field) !== '');
  for (const index of needing) if (unused(index)) stale[index] = index;
  const spare = slots.map((_slot, slot) => slot).filter((slot) => unused(slot) && !stale.includes(slot));
  for (const index of needing) if (stale[index] === null) stale[index] = spare.shift() ?? null;
  return { applied, stale, taken: new Set([...inUse, ...stale.filter((slot): slot is number => slot !== null)]) };
}

/**
 * The place of the text at `path` of the original (`videos.1.title`): the translation that
 * applies to it, or a stale one (fieldPlaces), or where a new one goes (its position, unless
 * another item's translation sits there; then a free place after the list's end).
 */
export function placeOfText(
  original: Record<string, unknown>,
  translated: Record<string, unknown> | null | undefined,
  path: string,
): TextPlace {
  const [list = '', position, field] = path.split('.');
  if (position === undefined || field === undefined) return { slot: path, text: stringAt(translated?.[list]), stale: null };
  const items = arrayAt(original[list]);
  const slots = arrayAt(translated?.[list]);
  const index = Number(position);
  const { applied, stale, taken } = fieldPlaces(items, slots, field);
  const slotPath = (slot: number) => `${list}.${slot}.${field}`;
  const mine = applied[index];
  if (mine !== null && mine !== undefined) return { slot: slotPath(mine), text: textIn(slots[mine], field), stale: null };
  const old = stale[index];
  if (old !== null && old !== undefined) {
    return { slot: slotPath(old), text: '', stale: { text: textIn(slots[old], field), original: anchorIn(slots[old], field) ?? null } };
  }
  if (!taken.has(index)) return { slot: path, text: '', stale: null };
  let free = items.length;
  while (taken.has(free)) free += 1;
  return { slot: slotPath(free), text: '', stale: null };
}

/** A list of the original with each item's translated texts in place, where one applies. */
export function withTranslatedItems(items: readonly unknown[], slots: readonly unknown[]): unknown[] {
  const fields = [...new Set(slots.filter(isRecord).flatMap((slot) => Object.keys(slot).filter((key) => key !== ITEM_ORIGINAL)))];
  const applied = fields.map((field) => [field, appliedSlots(items, slots, field)] as const);
  return items.map((item, index) => {
    if (!isRecord(item)) return item;
    let merged = item;
    for (const [field, slotOf] of applied) {
      const slot = slotOf[index];
      if (slot !== null && slot !== undefined) merged = { ...merged, [field]: textIn(slots[slot], field) };
    }
    return merged;
  });
}

/** The original text a translated item's `field` was written for; undefined when it does not say. */
export function anchorIn(item: unknown, field: string): string | undefined {
  if (!isRecord(item)) return undefined;
  const anchors = item[ITEM_ORIGINAL];
  if (!isRecord(anchors)) return undefined;
  const anchor = anchors[field];
  return typeof anchor === 'string' ? anchor : undefined;
}

function textIn(item: unknown, field: string): string {
  return isRecord(item) ? stringAt(item[field]) : '';
}

function stringAt(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function arrayAt(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
