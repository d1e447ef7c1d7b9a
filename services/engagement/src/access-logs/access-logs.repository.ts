import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { TOP_NOT_FOUND_URLS, type AccessLogBatch, type AccessLogEntry, type AccessStats } from '@stagelink/contracts';
import { dropDay, ensureDays, ensureDaysAhead, ENTRIES, isMissingDay, storedDays } from './access-log-days';
import { rollUpAccessLogs, type AccessLogColumns } from './access-log-rollup';
import { addRollup, moment, rollupParameters, subtractRollup } from './access-log-rollup-sql';
import { DAY_MS, dayNumberOf } from './utc-day';

/** Rows of the day across the cut removed per transaction, so retention never holds long locks. */
const PRUNED_ROWS = 10_000;

/**
 * A column of whole numbers (or nulls) as PostgreSQL's array text, bound to the insert of a
 * batch (docs/decisions.md, D-195). The driver writes an array element by element, each quoted
 * and searched for characters to escape: for a batch's 7,000 numbers that was the engagement
 * service's largest part of storing it. The batch's schema has checked each is a whole number or null.
 */
const wholeNumbersArray = (values: readonly (number | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;

/** The largest bigint: an id past it names no request. */
const LARGEST_ID = 2n ** 63n - 1n;

/**
 * A batch as one `INSERT … SELECT … FROM unnest(…)` of its columns, each text index read from the
 * batch's texts, with its batch id and its additions to the rollups in the same statement: a
 * batch id already stored (a batch sent again after its answer was lost) stores nothing.
 */
const STORE = `
  WITH "batch" AS (
    INSERT INTO "engagement"."access_log_entry_batches" ("batch_id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1
  ), "entries" AS (
    INSERT INTO ${ENTRIES} ("at", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent")
    SELECT ${moment('($2::bigint + "r"."offset")')}, ($3::text[])["r"."ip" + 1], ($3::text[])["r"."method" + 1],
           ($3::text[])["r"."url" + 1], "r"."status", ($3::text[])["r"."redirect" + 1], ($3::text[])["r"."agent" + 1]
      FROM unnest($4::integer[], $5::integer[], $6::integer[], $7::integer[], $8::smallint[], $9::integer[], $10::integer[])
           AS "r"("offset", "ip", "method", "url", "status", "redirect", "agent")
     WHERE EXISTS (SELECT 1 FROM "batch")
    RETURNING 1
  ), ${addRollup('batch', 11)}
  SELECT (SELECT count(*) FROM "entries")::integer AS "stored"`;

const COLUMNS = `"id"::text AS "id", "at", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent"`;

/** A row as read: the entry's columns, its moment as a date. */
type EntryRow = Omit<AccessLogEntry, 'timestamp'> & { at: Date };

/** What one round of retention removed; `pieces` is 0 once nothing older than the cut is left. */
export interface AccessLogRemoval {
  removed: number;
  pieces: number;
}

/**
 * The access logs (docs/decisions.md, D-58, D-59): a row per request in a table partitioned by
 * UTC day (D-195), whose owner's list is one index read by time and id and whose retention drops
 * the days wholly past the cut; the stats from the rollups each stored batch adds to.
 */
@Injectable()
export class AccessLogsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a batch once (a batch id already stored stores nothing), with its rollups; says how many requests it stored. */
  async store(batch: AccessLogBatch): Promise<number> {
    const parameters = [
      batch.batchId,
      batch.since,
      batch.texts,
      ...[batch.offsets, batch.ips, batch.methods, batch.urls, batch.statuses, batch.redirects, batch.userAgents].map(wholeNumbersArray),
      ...rollupParameters(rollUpAccessLogs(batch)),
    ];
    const insert = async () => ((await this.dataSource.query(STORE, parameters)) as { stored: number }[])[0]?.stored ?? 0;
    try {
      return await insert();
    } catch (error) {
      // Retention makes the coming days ahead; a batch of another day (a clock off, a test) makes its own.
      if (!isMissingDay(error)) throw error;
      await ensureDays(
        this.dataSource,
        batch.offsets.map((offset) => dayNumberOf(batch.since + offset)),
      );
      return insert();
    }
  }

  /** Newest first, `limit` of them before the entry `before`: by time, then id. */
  async list(limit: number, before?: string): Promise<AccessLogEntry[]> {
    if (before !== undefined && BigInt(before) > LARGEST_ID) return [];
    const rows = (await (before === undefined
      ? this.dataSource.query(`SELECT ${COLUMNS} FROM ${ENTRIES} ORDER BY "at" DESC, "id" DESC LIMIT $1`, [limit])
      : this.dataSource.query(
          // An id no longer kept has no row: the comparison is null and the page empty.
          `SELECT ${COLUMNS} FROM ${ENTRIES}
            WHERE ("at", "id") < (SELECT "at", "id" FROM ${ENTRIES} WHERE "id" = $1::bigint)
            ORDER BY "at" DESC, "id" DESC LIMIT $2`,
          [before, limit],
        ))) as EntryRow[];
    return rows.map(({ id, at, ...columns }) => ({ id, timestamp: at.toISOString(), ...columns }));
  }

  /**
   * One piece of retention (D-61): the oldest day wholly before the cut, dropped with its
   * rollup rows; else up to `PRUNED_ROWS` requests of the cut's own day, deleted and taken out
   * of the rollups by the same rule they were added with. When nothing is left, the batch ids
   * as old go and the coming days are made.
   */
  async removeBefore(cut: Date): Promise<AccessLogRemoval> {
    const removal = await this.dataSource.transaction(async (manager) => {
      const [oldest] = (await storedDays(manager)).filter((day) => (day + 1) * DAY_MS <= cut.getTime());
      if (oldest !== undefined) return { removed: await this.dropDay(manager, oldest), pieces: 1 };
      const rows = (await manager.query(
        `DELETE FROM ${ENTRIES} WHERE ("id", "at") IN (
           SELECT "id", "at" FROM ${ENTRIES} WHERE "at" < $1 ORDER BY "at", "id" LIMIT ${PRUNED_ROWS})
         RETURNING "at", "ip_address", "requested_url", "status_code"`,
        [cut],
      )) as [Pick<EntryRow, 'at' | 'ip_address' | 'requested_url' | 'status_code'>[], number];
      const removed = rows[0];
      await subtractRollup(manager, rollUpAccessLogs(columnsOf(removed)));
      return { removed: removed.length, pieces: removed.length > 0 ? 1 : 0 };
    });
    if (removal.pieces === 0) {
      await this.dataSource.query(`DELETE FROM "engagement"."access_log_entry_batches" WHERE "stored_at" < $1`, [cut]);
      await ensureDaysAhead(this.dataSource);
    }
    return removal;
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

  /** Drops a day, saying how many requests it held. */
  private async dropDay(manager: EntityManager, day: number): Promise<number> {
    const [counted] = (await manager.query(`SELECT count(*)::integer AS "n" FROM ${ENTRIES} WHERE "at" >= $1 AND "at" < $2`, [
      new Date(day * DAY_MS),
      new Date((day + 1) * DAY_MS),
    ])) as { n: number }[];
    await dropDay(manager, day);
    return counted?.n ?? 0;
  }
}

/** Removed rows as the columns the rollup reads: times from 0, each distinct text once. */
function columnsOf(rows: { at: Date; ip_address: string; requested_url: string; status_code: number }[]): AccessLogColumns {
  const texts: string[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (text: string) => {
    let index = indexes.get(text);
    if (index === undefined) indexes.set(text, (index = texts.push(text) - 1));
    return index;
  };
  return {
    texts,
    since: 0,
    offsets: rows.map((row) => row.at.getTime()),
    ips: rows.map((row) => indexOf(row.ip_address)),
    urls: rows.map((row) => indexOf(row.requested_url)),
    statuses: rows.map((row) => row.status_code),
  };
}
