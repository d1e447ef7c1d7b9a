const ELLIPSIS = '…';

/**
 * A machine's text no longer than the field allows (docs/decisions.md, D-80): cut at the last
 * space within the final fifth, else at the limit itself (scripts without spaces), never inside
 * a character, and ended with "…" so the owner sees it was cut.
 */
export function cutToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - ELLIPSIS.length;
  const space = text.slice(0, end + 1).search(/\s\S*$/);
  if (space >= end * 0.8) end = space;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
