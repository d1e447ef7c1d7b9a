import type { OriginEntry } from './field-origins';

/** One text of a unit (a profile, a section, the interface strings) in one target language. */
export interface UnitField {
  /** `name`, `title`, `data.videos.0.title`, or an interface string's key. */
  key: string;
  /** The words to translate: the source language's translation, else the original. */
  source: string;
  /** The target language's text now, '' when there is none. */
  current: string;
  entry: OriginEntry | undefined;
  /** The longest the field may be: the owner's own limit (docs/decisions.md, D-80). */
  limit: number;
}

/** A translation the machine made, to be written where no owner's text stands. */
export interface MachineText {
  key: string;
  text: string;
  sourceHash: string;
}

/** How many of a unit's texts were written, and how many the owner's own kept out. */
export interface WriteOutcome {
  written: number;
  keptOwner: number;
}
