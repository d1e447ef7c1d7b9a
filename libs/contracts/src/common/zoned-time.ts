/**
 * Wall-clock times in a named time zone, with Intl only: the artist's dates are written and
 * read in the artist's zone (docs/decisions.md, D-122), whatever the browser's or server's own.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall time at `instant` (ms) in `timeZone`. */
export function wallTimeIn(instant: number, timeZone: string): WallTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as unknown as WallTime;
}

/** The instant (ms) a wall time has in `timeZone`; day, hour and minute may overflow into the next unit. */
export function zonedInstant(wall: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  let guess = asUtc;
  // Twice: the offset at the first guess may differ from the one at the wall time (a change of summer time).
  for (let i = 0; i < 2; i++) guess = asUtc - offsetAt(guess, timeZone);
  return guess;
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
export function offsetAt(instant: number, timeZone: string): number {
  const seen = wallTimeIn(instant, timeZone);
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - whole;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2026-07-14T21:00`, as a datetime-local field holds it, for `instant` in `timeZone`. */
export function localInputValue(instant: string | null | undefined, timeZone: string): string {
  const at = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const wall = wallTimeIn(at, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A datetime-local field's `2026-07-14T21:00` read in `timeZone`, as ISO 8601 with that zone's offset; '' when empty or unreadable. */
export function instantFromLocalInput(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const instant = zonedInstant({ year, month, day, hour, minute }, timeZone);
  const offset = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const wall = wallTimeIn(instant, timeZone);
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00`;
  return `${date}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
