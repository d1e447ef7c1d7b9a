import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TOP_NOT_FOUND_URLS, type AccessLogBatch, type AccessLogEntry, type AccessStats } from '@stagelink/contracts';

interface LogRow {
  id: string;
  timestamp: Date;
  ip_address: string;
  method: string;
  requested_url: string;
  status_code: number;
  redirect_to: string | null;
  user_agent: string | null;
}

/** The access logs: batches stored in one statement, stats from the rollups (docs/decisions.md, D-58 and D-59). */
@Injectable()
export class AccessLogsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores a batch in one statement, once: a batch whose id is already recorded (sent again
   * after its answer was lost) stores nothing. The columns are bound as arrays, the texts once
   * each (a text column holds indexes into them, from 0), the times as offsets from the first;
   * the insert's trigger updates the rollups.
   */
  async store(batch: AccessLogBatch): Promise<number> {
    const [result] = (await this.dataSource.query(
      `WITH "batch" AS (
         INSERT INTO "engagement"."access_log_batches" ("id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "id"
       ), "stored" AS (
         INSERT INTO "engagement"."access_logs" ("timestamp", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent")
         SELECT timestamptz 'epoch' + ($3::bigint + "e"."offset") * interval '1 millisecond', "t"."texts"["e"."ip" + 1], "t"."texts"["e"."method" + 1],
                "t"."texts"["e"."url" + 1], "e"."status", "t"."texts"["e"."redirect" + 1], "t"."texts"["e"."agent" + 1]
           FROM unnest($4::integer[], $5::integer[], $6::integer[], $7::integer[], $8::integer[], $9::integer[], $10::integer[])
                  AS "e"("offset", "ip", "method", "url", "status", "redirect", "agent"),
                (SELECT $2::text[] AS "texts") AS "t"
          WHERE EXISTS (SELECT 1 FROM "batch")
          RETURNING 1
       )
       SELECT count(*)::integer AS "stored" FROM "stored"`,
      [
        batch.batchId,
        batch.texts,
        batch.since,
        batch.offsets,
        batch.ips,
        batch.methods,
        batch.urls,
        batch.statuses,
        batch.redirects,
        batch.userAgents,
      ],
    )) as { stored: number }[];
    return result?.stored ?? 0;
  }

  /** Totals of the logs kept, from the daily rollup, the IP list and the 404 rollup. */
  async stats(): Promise<AccessStats> {
    const [totals] = (await this.dataSource.query(
      `SELECT coalesce(sum("requests"), 0)::bigint AS "requests", coalesce(sum("redirects"), 0)::bigint AS "redirects",
              coalesce(sum("not_found"), 0)::bigint AS "not_found",
              (SELECT count(*) FROM "engagement"."access_log_ips") AS "ips"
         FROM "engagement"."access_log_daily"`,
    )) as { requests: string; redirects: string; not_found: string; ips: string }[];
    const top = (await this.dataSource.query(
      `SELECT "requested_url", sum("count")::bigint AS "count" FROM "engagement"."access_log_not_found"
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $1`,
      [TOP_NOT_FOUND_URLS],
    )) as { requested_url: string; count: string }[];
    return {
      totalRequests: Number(totals?.requests ?? 0),
      uniqueIps: Number(totals?.ips ?? 0),
      redirects: Number(totals?.redirects ?? 0),
      notFound: Number(totals?.not_found ?? 0),
      topNotFoundUrls: top.map((row) => ({ requested_url: row.requested_url, count: Number(row.count) })),
    };
  }

  /** Newest first, `limit` of them before the entry `before` (keyset paging on the time index). */
  async list(limit: number, before?: string): Promise<AccessLogEntry[]> {
    const rows = (await this.dataSource.query(
      `SELECT "id"::text AS "id", "timestamp", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent"
         FROM "engagement"."access_logs"
        WHERE $2::bigint IS NULL OR ("timestamp", "id") < (SELECT "timestamp", "id" FROM "engagement"."access_logs" WHERE "id" = $2::bigint)
        ORDER BY "timestamp" DESC, "id" DESC LIMIT $1`,
      [limit, before ?? null],
    )) as LogRow[];
    return rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
  }
}
