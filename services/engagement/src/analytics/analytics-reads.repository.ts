import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ANALYTICS_RECENT_DAYS,
  type AnalyticsBreakdown,
  type AnalyticsEventItem,
  type AnalyticsSummary,
  type DailyViews,
  type ExportChunkRequest,
  type ExportedEvent,
  type NamedCount,
} from '@stagelink/contracts';

/** The UTC day of an instant, as the rollups count days. */
const UTC_DAY = (instant: string) => `(${instant} AT TIME ZONE 'UTC')::date`;

interface EventRow {
  id: number;
  event: string;
  section_id: number | null;
  timestamp: Date;
  metadata: Record<string, unknown> | null;
}

const toItem = (row: EventRow): AnalyticsEventItem => ({
  id: row.id,
  event: row.event,
  sectionId: row.section_id,
  timestamp: row.timestamp.toISOString(),
  metadata: row.metadata,
});

/**
 * The owner's analytics, read from the daily rollups and from indexes only, so each answer
 * costs the same with a thousand events or ten million (docs/decisions.md, D-60). Bots are
 * left out of every figure and counted apart.
 */
@Injectable()
export class AnalyticsReadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The totals from the rollups; the last 30 days to the millisecond (docs/decisions.md, D-24):
   * the whole days after the cutoff's day from the rollup, and the part of the cutoff's day
   * after the cutoff from the events, through the partial index of visitors' events.
   */
  async summary(): Promise<AnalyticsSummary> {
    const [row] = (await this.dataSource.query(
      `WITH "edge" AS (SELECT now() - make_interval(days => $1) AS "since")
       SELECT
         (SELECT coalesce(sum("count"), 0) FROM "engagement"."analytics_daily" WHERE "event" = 'profile_view' AND NOT "is_bot")::bigint AS "total_views",
         (SELECT coalesce(sum("count"), 0) FROM "engagement"."analytics_daily" WHERE "event" = 'section_click' AND NOT "is_bot")::bigint AS "section_clicks",
         (SELECT coalesce(sum("count"), 0) FROM "engagement"."analytics_daily" WHERE "event" = 'booking_click' AND NOT "is_bot")::bigint AS "booking_clicks",
         (SELECT coalesce(sum("count"), 0) FROM "engagement"."analytics_daily", "edge"
           WHERE "event" = 'profile_view' AND NOT "is_bot" AND "day" > ${UTC_DAY('"since"')})::bigint
         + (SELECT count(*) FROM "engagement"."analytics", "edge"
             WHERE "event" = 'profile_view' AND NOT "is_bot" AND "timestamp" >= "since"
               AND "timestamp" < (${UTC_DAY('"since"')} + 1)::timestamp AT TIME ZONE 'UTC') AS "recent_views"
         FROM "edge"`,
      [ANALYTICS_RECENT_DAYS],
    )) as { total_views: string; section_clicks: string; booking_clicks: string; recent_views: string }[];
    return {
      totalViews: Number(row?.total_views ?? 0),
      recentViews: Number(row?.recent_views ?? 0),
      sectionClicks: Number(row?.section_clicks ?? 0),
      bookingClicks: Number(row?.booking_clicks ?? 0),
    };
  }

  /** Visitors' events, newest first, `limit` of them before the event `before` (keyset paging). */
  async recent(limit: number, before?: string): Promise<AnalyticsEventItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT "id", "event", "section_id", "timestamp", "metadata" FROM "engagement"."analytics"
        WHERE NOT "is_bot"
          AND ($2::bigint IS NULL OR ("timestamp", "id") < (SELECT "timestamp", "id" FROM "engagement"."analytics" WHERE "id" = $2::bigint))
        ORDER BY "timestamp" DESC, "id" DESC LIMIT $1`,
      [limit, before ?? null],
    )) as EventRow[];
    return rows.map(toItem);
  }

  /** Visitors' profile views per UTC day, the last `days` days to today, days without any at 0. */
  async dailyViews(days: number): Promise<DailyViews[]> {
    const rows = (await this.dataSource.query(
      `SELECT to_char("d"."day", 'YYYY-MM-DD') AS "day", coalesce("a"."count", 0)::bigint AS "views"
         FROM generate_series(${UTC_DAY('now()')} - ($1::integer - 1), ${UTC_DAY('now()')}, interval '1 day') AS "d"("day")
         LEFT JOIN "engagement"."analytics_daily" AS "a"
           ON "a"."day" = "d"."day"::date AND "a"."event" = 'profile_view' AND NOT "a"."is_bot"
        ORDER BY "d"."day"`,
      [days],
    )) as { day: string; views: string }[];
    return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
  }

  /** Referrers, browsers, systems, devices and section clicks of the last `days` days, and the bots apart. */
  async breakdown(days: number): Promise<AnalyticsBreakdown> {
    const since = `${UTC_DAY('now()')} - ($1::integer - 1)`;
    // The top values of each facet are picked here, so however many referrers visitors invent,
    // the service receives a few rows per facet.
    const facets = (await this.dataSource.query(
      `SELECT "facet", "name", "count" FROM (
         SELECT "facet", "value" AS "name", sum("count")::bigint AS "count",
                row_number() OVER (PARTITION BY "facet" ORDER BY sum("count") DESC, "value") AS "rank"
           FROM "engagement"."analytics_daily_facets" WHERE "day" >= ${since} GROUP BY 1, 2
       ) AS "ranked" WHERE "rank" <= $2 ORDER BY "facet", "count" DESC, "name"`,
      [days, TOP_FACET_VALUES],
    )) as { facet: string; name: string; count: string }[];
    const sections = (await this.dataSource.query(
      `SELECT "section_id", sum("count")::bigint AS "clicks" FROM "engagement"."analytics_daily_sections"
        WHERE "day" >= ${since} GROUP BY 1 ORDER BY 2 DESC, 1`,
      [days],
    )) as { section_id: number; clicks: string }[];
    const bots = (await this.dataSource.query(
      `SELECT "event", sum("count")::bigint AS "count" FROM "engagement"."analytics_daily"
        WHERE "day" >= ${since} AND "is_bot" GROUP BY 1 ORDER BY 2 DESC, 1`,
      [days],
    )) as { event: string; count: string }[];
    const top = (facet: string): NamedCount[] =>
      facets
        .filter((row) => row.facet === facet)
        .slice(0, TOP_FACET_VALUES)
        .map((row) => ({ name: row.name, count: Number(row.count) }));
    return {
      days,
      referrers: top('referrer'),
      browsers: top('browser'),
      operatingSystems: top('os'),
      devices: top('device'),
      sections: sections.map((row) => ({ sectionId: row.section_id, clicks: Number(row.clicks) })),
      bots: bots.map((row) => ({ event: row.event, count: Number(row.count) })),
    };
  }

  /** Every event (bots flagged) from `from` to before `to`, oldest first, after the event `afterId`. */
  async exportChunk(request: ExportChunkRequest): Promise<ExportedEvent[]> {
    const rows = (await this.dataSource.query(
      `SELECT "id", "event", "section_id", "timestamp", "metadata", "referrer", "user_agent", "browser", "os", "device", "is_bot"
         FROM "engagement"."analytics"
        WHERE "timestamp" >= $1 AND "timestamp" < $2
          AND ($3::integer IS NULL OR ("timestamp", "id") > (SELECT "timestamp", "id" FROM "engagement"."analytics" WHERE "id" = $3))
        ORDER BY "timestamp", "id" LIMIT $4`,
      [request.from, request.to, request.afterId ?? null, request.limit],
    )) as (EventRow & {
      referrer: string | null;
      user_agent: string | null;
      browser: string | null;
      os: string | null;
      device: string | null;
      is_bot: boolean;
    })[];
    return rows.map((row) => ({
      ...toItem(row),
      referrer: row.referrer,
      userAgent: row.user_agent,
      browser: row.browser,
      os: row.os,
      device: row.device,
      bot: row.is_bot,
    }));
  }
}

/** How many referrers, browsers, systems or devices the breakdown lists. */
const TOP_FACET_VALUES = 10;
