import { wallTimeIn, zonedInstant } from '../common/zoned-time';
import { isRecord, text } from './section-data';

// No zod here: the visitor's page shows tour dates with these helpers, and zod would be on its
// critical path (D-166). The schema is in tour-date-schema.ts.

/** A tour section's dates (docs/decisions.md, D-121): at most this many, past ones included until removed. */
export const MAX_TOUR_DATES = 100;
export const TOUR_DATE_STATUSES = ['available', 'few', 'soldOut'] as const;
export type TourDateStatus = (typeof TOUR_DATE_STATUSES)[number];

/** One date of a tour, as stored and shown; `tourDateSchema` (tour-date-schema.ts) checks what is written. */
export interface TourDate {
  startsAt: string;
  city: string;
  venue: string;
  country: string;
  ticketUrl: string;
  status: TourDateStatus;
}

/** The dates of a tour section's data as stored (already checked), skipping anything that is not a date. */
export function tourDatesOf(data: Record<string, unknown>): TourDate[] {
  if (!Array.isArray(data.dates)) return [];
  return data.dates.filter(isRecord).flatMap((date) => {
    const startsAt = text(date.startsAt);
    if (Number.isNaN(Date.parse(startsAt))) return [];
    const status = (TOUR_DATE_STATUSES as readonly string[]).includes(text(date.status)) ? (date.status as TourDateStatus) : 'available';
    return [
      { startsAt, city: text(date.city), venue: text(date.venue), country: text(date.country), ticketUrl: text(date.ticketUrl), status },
    ];
  });
}

/**
 * When a date leaves the page: at the end of its day in the artist's time zone, so a concert
 * tonight still shows all evening, after it started (docs/decisions.md, D-121). In ms.
 */
export function tourDateEnd(startsAt: string, timeZone: string): number {
  const { year, month, day } = wallTimeIn(Date.parse(startsAt), timeZone);
  return zonedInstant({ year, month, day: day + 1 }, timeZone);
}

/** The dates still to come at `now`, soonest first. */
export function upcomingTourDates(dates: readonly TourDate[], now: number, timeZone: string): TourDate[] {
  return dates.filter((date) => tourDateEnd(date.startsAt, timeZone) > now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The next moment after `now` a date of these leaves the page, in ms, or null. */
export function nextTourDateEnd(dates: readonly TourDate[], now: number, timeZone: string): number | null {
  const ends = dates.map((date) => tourDateEnd(date.startsAt, timeZone)).filter((end) => end > now);
  return ends.length ? Math.min(...ends) : null;
}
