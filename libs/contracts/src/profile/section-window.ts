import { RULE_WORDS } from '../common/rule-words';

// No zod here: the visitor's page shows and hides sections with these (D-166); the bounds'
// schema is section-schemas.ts's `windowBound`.

/**
 * A section's "show from" and "show until" moments (docs/decisions.md, D-120). The window is
 * half-open: shown from `visibleFrom` itself, gone at `visibleUntil` itself; a null bound is
 * open on that side.
 */
export interface SectionWindow {
  visibleFrom: string | null;
  visibleUntil: string | null;
}

export const UNTIL_BEFORE_FROM = `visibleUntil ${RULE_WORDS.afterStart} visibleFrom`;

/** Both bounds, when both are set, in their order. */
export function windowInOrder(window: Partial<SectionWindow>): boolean {
  if (!window.visibleFrom || !window.visibleUntil) return true;
  return Date.parse(window.visibleUntil) > Date.parse(window.visibleFrom);
}

/** Whether a section with this window is shown at `now` (ms since the epoch). */
export function isShownAt(window: Partial<SectionWindow>, now: number): boolean {
  if (window.visibleFrom && Date.parse(window.visibleFrom) > now) return false;
  if (window.visibleUntil && Date.parse(window.visibleUntil) <= now) return false;
  return true;
}

/** The first bound after `now` of any of these windows, in ms, or null: when what is shown next changes. */
export function nextWindowEdge(windows: readonly Partial<SectionWindow>[], now: number): number | null {
  let next: number | null = null;
  for (const window of windows) {
    for (const bound of [window.visibleFrom, window.visibleUntil]) {
      const at = bound ? Date.parse(bound) : Number.NaN;
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
