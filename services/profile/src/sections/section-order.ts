import { MAX_SECTION_TITLE, RpcErrorCode } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';

/*
 * The arithmetic of the section order (docs/decisions.md, D-07 and D-08). Each function answers
 * the ids in their new order; the repository then stores positions as orders 0..n-1.
 */

/** `{ sectionIds }`: the whole new order, which must name every section there is exactly once. */
export function wholeOrder(existing: readonly number[], requested: readonly number[]): number[] {
  const known = new Set(existing);
  const asked = new Set(requested);
  const unknown = requested.filter((id) => !known.has(id));
  const missing = existing.filter((id) => !asked.has(id));
  if (unknown.length > 0 || missing.length > 0 || asked.size !== requested.length) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `not sections: ${unknown.join(', ')}` : '',
      asked.size !== requested.length ? 'a section is listed twice' : '',
    ].filter(Boolean);
    throw new DomainError(
      RpcErrorCode.Conflict,
      `sectionIds must list every section exactly once (${problems.join('; ')}). Reload the sections and try again.`,
    );
  }
  return [...requested];
}

/** `{ sectionId, newOrder }`: one section moved to that position; past the end means last. */
export function movedTo(existing: readonly number[], sectionId: number, newOrder: number): number[] {
  if (!existing.includes(sectionId)) throw new DomainError(RpcErrorCode.NotFound, `Section ${sectionId} not found`);
  const others = existing.filter((id) => id !== sectionId);
  const position = Math.min(Math.max(newOrder, 0), others.length);
  return [...others.slice(0, position), sectionId, ...others.slice(position)];
}

/** A duplicate sits right after its original. */
export function withCopyAfter(existing: readonly number[], originalId: number, copyId: number): number[] {
  const others = existing.filter((id) => id !== copyId);
  const position = others.indexOf(originalId);
  if (position === -1) return [...others, copyId];
  return [...others.slice(0, position + 1), copyId, ...others.slice(position + 1)];
}

const COPY_SUFFIX = ' (copy)';

/** The original's title with " (copy)", shortened first so that the whole fits the title's limit. */
export function copyTitle(title: string): string {
  const room = MAX_SECTION_TITLE - COPY_SUFFIX.length;
  if (title.length <= room) return `${title}${COPY_SUFFIX}`;
  let kept = title.slice(0, room);
  // Never leave half of a character written as two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}
