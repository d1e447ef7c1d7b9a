import { isShownAt, nextWindowEdge, type Section } from '@stagelink/contracts';

/** The sections a visitor sees at one moment, and when that changes next (ms, or null for never). */
export interface ShownSectionsAt {
  json: string;
  sections: Section[];
  nextChange: number | null;
}

/**
 * The switched-on sections narrowed to those inside their windows (docs/decisions.md, D-120).
 * The cache holds every switched-on section with its window, so no cached copy can outlive an
 * edge: the narrowing is done at each read, and its text is made again only when the list or
 * the side of an edge changed.
 */
export class ShownSections {
  private last: { source: string; madeAt: number; validUntil: number | null; shown: ShownSectionsAt } | null = null;

  at(source: string, switchedOn: readonly Section[], now: number): ShownSectionsAt {
    const last = this.last;
    if (last?.source === source && last.madeAt <= now && (last.validUntil === null || now < last.validUntil)) return last.shown;
    const sections = switchedOn.filter((section) => isShownAt(section, now));
    const nextChange = nextWindowEdge(switchedOn, now);
    // Unscheduled lists are served as the cached text itself.
    const json = sections.length === switchedOn.length ? source : JSON.stringify(sections);
    const shown = { json, sections: sections.length === switchedOn.length ? [...switchedOn] : sections, nextChange };
    this.last = { source, madeAt: now, validUntil: nextChange, shown };
    return shown;
  }
}
