import { sourceFingerprint, type FieldOrigin, type StringOrigin } from '@stagelink/contracts';

/** Who wrote one translated text; the machine's carries the hash of the source it translated. */
export interface OriginEntry {
  by: StringOrigin;
  sourceHash?: string;
  /** Fingerprint of the original (the owner's own text) this translation was written for (D-109). */
  of?: string;
}

/** Field (or language, for interface strings) → who wrote it (docs/decisions.md, D-69). */
export type FieldOrigins = Record<string, OriginEntry>;

/** What the owner's tab shows: machine or owner per field, built-in defaults as `default`. */
export function publicOrigins(origins: FieldOrigins): Record<string, FieldOrigin> {
  const shown: Record<string, FieldOrigin> = {};
  for (const [field, entry] of Object.entries(origins)) if (entry.by !== 'default') shown[field] = entry.by;
  return shown;
}

/** Field → the fingerprint of the original each translation was written for, where known (D-109). */
export function publicSources(origins: FieldOrigins): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [field, entry] of Object.entries(origins)) if (entry.of !== undefined) sources[field] = entry.of;
  return sources;
}

/** The translation of `field`, if there is one, marked as written for `original` as it is now. */
export function writtenFor(origins: FieldOrigins, field: string, original: string): FieldOrigins {
  const entry = origins[field];
  return entry ? { ...origins, [field]: { ...entry, of: sourceFingerprint(original) } } : origins;
}

/**
 * The owner wrote `next` where `current` was: a changed text becomes theirs, an unchanged one
 * keeps its origin (a form sends every field), an empty one is no translation at all.
 */
export function ownerWrote(origins: FieldOrigins, field: string, current: string, next: string): FieldOrigins {
  const updated = { ...origins };
  if (next === '') delete updated[field];
  else if (next !== current || !updated[field]) updated[field] = { by: 'owner' };
  return updated;
}

/** What an automatic run does with one text of the target language. */
export type TranslationPlan = 'translate' | 'up-to-date' | 'keep-owner';

/**
 * The owner's words (and the built-in defaults of interface strings) stay unless the run was
 * told to replace them; a machine translation of the very same source is already done.
 */
export function planFor(entry: OriginEntry | undefined, current: string, sourceHash: string, force: boolean): TranslationPlan {
  if (current !== '' && entry?.by === 'machine' && entry.sourceHash === sourceHash) return 'up-to-date';
  if (current !== '' && entry && entry.by !== 'machine' && !force) return 'keep-owner';
  return 'translate';
}
