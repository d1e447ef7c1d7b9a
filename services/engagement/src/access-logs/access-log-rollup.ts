import type { AccessLogBatch } from '@stagelink/contracts';
import { dayNumberOf, isoDay } from './utc-day';

/** The columns a rollup reads: a batch as sent, or requests as retention removed them. */
export type AccessLogColumns = Pick<AccessLogBatch, 'texts' | 'since' | 'offsets' | 'ips' | 'urls' | 'statuses'>;

/** What some requests add to (or, removed, take from) the access stats' rollups (docs/decisions.md, D-59). */
export interface AccessLogRollup {
  requests: number;
  /** Per UTC day (`YYYY-MM-DD`), in day order. */
  days: { day: string; requests: number; redirects: number; notFound: number }[];
  /** 404s per UTC day and path. */
  notFound: { day: string; path: string; count: number }[];
  /** Each address with the last moment (milliseconds since the epoch) it was seen. */
  ips: { ip: string; lastSeen: number }[];
}

/** The 3xx answers that send the client elsewhere; a 304 Not Modified does not. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** The rollup keeps a 404's path to this many characters, which always fit its btree key. */
export const NOT_FOUND_PATH_LENGTH = 500;

/**
 * The path alone, to its first 500 characters: a scanner's random query strings would otherwise
 * make a row each. Cut by code points, so a character outside the BMP is never split.
 */
export function notFoundPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.length <= NOT_FOUND_PATH_LENGTH) return path;
  return Array.from(path).slice(0, NOT_FOUND_PATH_LENGTH).join('');
}

/**
 * The rollups of the requests in `columns`. One pass over integer columns: a text is looked at
 * once per distinct index, not once per request (D-86).
 */
export function rollUpAccessLogs(columns: AccessLogColumns): AccessLogRollup {
  const { since, offsets, ips, urls, statuses } = columns;
  const days = new Map<number, { requests: number; redirects: number; notFound: number }>();
  /** 404s per day and URL index, as `day:url`. */
  const notFound = new Map<string, number>();
  const lastSeen = new Map<number, number>();
  let requests = 0;
  for (let row = 0; row < offsets.length; row += 1) {
    requests += 1;
    const time = since + (offsets[row] ?? 0);
    const dayNumber = dayNumberOf(time);
    let day = days.get(dayNumber);
    if (!day) days.set(dayNumber, (day = { requests: 0, redirects: 0, notFound: 0 }));
    day.requests += 1;
    const status = statuses[row] ?? 0;
    if (REDIRECTS.has(status)) day.redirects += 1;
    if (status === 404) {
      day.notFound += 1;
      const key = `${dayNumber}:${urls[row] ?? 0}`;
      notFound.set(key, (notFound.get(key) ?? 0) + 1);
    }
    const ip = ips[row] ?? 0;
    if (!(time <= (lastSeen.get(ip) ?? -Infinity))) lastSeen.set(ip, time);
  }
  return {
    requests,
    days: [...days].sort(([a], [b]) => a - b).map(([dayNumber, counts]) => ({ day: isoDay(dayNumber), ...counts })),
    notFound: byPath(notFound, columns.texts),
    ips: byAddress(lastSeen, columns.texts),
  };
}

/** Distinct URLs can share a path (`/x?a`, `/x?b`): their counts add up under it. */
function byPath(notFound: Map<string, number>, texts: string[]): AccessLogRollup['notFound'] {
  const merged = new Map<string, { day: string; path: string; count: number }>();
  for (const [key, count] of notFound) {
    const [dayNumber = 0, url = 0] = key.split(':').map(Number);
    const day = isoDay(dayNumber);
    const path = notFoundPath(texts[url] ?? '');
    const entry = merged.get(`${day} ${path}`);
    if (entry) entry.count += count;
    else merged.set(`${day} ${path}`, { day, path, count });
  }
  // In one steady order (day, then path), so retention's subtractions take their rows in turn.
  return [...merged.values()].sort((a, b) => (a.day === b.day ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.day < b.day ? -1 : 1));
}

/** A batch may list one address at several indexes: one entry each. */
function byAddress(lastSeen: Map<number, number>, texts: string[]): AccessLogRollup['ips'] {
  const merged = new Map<string, number>();
  for (const [index, time] of lastSeen) {
    const ip = texts[index] ?? '';
    if (!(time <= (merged.get(ip) ?? -Infinity))) merged.set(ip, time);
  }
  return [...merged].map(([ip, time]) => ({ ip, lastSeen: time }));
}
