import { z } from 'zod';

/** `GET /api/analytics/summary` (spec section 3), bots left out (docs/decisions.md, D-24 and D-60). */
export interface AnalyticsSummary {
  totalViews: number;
  /** `profile_view` events of the last 30 days, to the millisecond. */
  recentViews: number;
  sectionClicks: number;
  bookingClicks: number;
}

/** One line of the Recent Activity list (`GET /api/analytics/events`, spec section 3). */
export interface AnalyticsEventItem {
  id: number;
  event: string;
  sectionId: number | null;
  /** ISO 8601. */
  timestamp: string;
  metadata: Record<string, unknown> | null;
}

/** One day of the views chart (`GET /api/analytics/daily`): a UTC day as YYYY-MM-DD. */
export interface DailyViews {
  day: string;
  views: number;
}

export interface NamedCount {
  name: string;
  count: number;
}

/** `GET /api/analytics/breakdown`: where people came from and on what, over the last `days` days. */
export interface AnalyticsBreakdown {
  days: number;
  /** Referring hosts; '' is a visit without a referrer. */
  referrers: NamedCount[];
  browsers: NamedCount[];
  operatingSystems: NamedCount[];
  /** mobile, tablet, desktop and the like. */
  devices: NamedCount[];
  sections: { sectionId: number; clicks: number }[];
  /** Events sent by bots, by event name: left out of every other figure. */
  bots: { event: string; count: number }[];
}

/** The window of "Last 30 Days", the chart and the breakdown (docs/decisions.md, D-24). */
export const ANALYTICS_RECENT_DAYS = 30;
/** The facets counted per day from visitors' profile views (docs/decisions.md, D-60). */
export const ANALYTICS_FACETS = ['referrer', 'browser', 'os', 'device'] as const;
export type AnalyticsFacet = (typeof ANALYTICS_FACETS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

const DECIMAL = /^[1-9]\d{0,17}$/;

/**
 * A page of a list, newest first: `before` is the id of the last row of the previous page
 * (keyset paging, docs/decisions.md, D-60), as decimal digits.
 */
export const pageQuerySchema = z.object({
  before: z.string().regex(DECIMAL, 'must be a row id').optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = () => z.string().regex(DAY, 'must be a date as YYYY-MM-DD').refine(isRealDay, 'must be a real date');

/** The CSV export's range: whole UTC days, both included. */
export const exportRangeSchema = z
  .object({ from: day(), to: day() })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['from'] });
export type ExportRange = z.output<typeof exportRangeSchema>;

/** One chunk of the export, read by the gateway in turn: events after the cursor, oldest first. */
export interface ExportChunkRequest {
  /** ISO 8601 instants: `from` included, `to` excluded. */
  from: string;
  to: string;
  /** The id of the last event of the previous chunk. */
  afterId?: number;
  limit: number;
}

export interface ExportedEvent extends AnalyticsEventItem {
  referrer: string | null;
  userAgent: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  bot: boolean;
}

/** The longest window of the chart and the breakdown: a little over a year. */
export const MAX_WINDOW_DAYS = 400;

/** `?days=` of the chart and the breakdown. */
export const windowQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_WINDOW_DAYS, `must be at most ${MAX_WINDOW_DAYS}`)
    .default(ANALYTICS_RECENT_DAYS),
});

/** How many events travel in one chunk of the export. */
export const EXPORT_CHUNK_SIZE = 2000;

export const exportChunkSchema = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  afterId: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(EXPORT_CHUNK_SIZE),
});
