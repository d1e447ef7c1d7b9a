import type { EntityManager } from 'typeorm';
import type { AccessLogRollup } from './access-log-rollup';

/** A moment in milliseconds since the epoch, as SQL. */
export const moment = (parameter: string) => `(timestamptz 'epoch' + ${parameter}::bigint * interval '1 millisecond')`;

/**
 * The CTEs that add a rollup's counts (docs/decisions.md, D-59), given as nine parameters from
 * `$first` on (`rollupParameters`), to a statement whose CTE `guard` returns a row when the
 * batch was stored: they are added in the statement that stores the batch (D-86, D-195).
 * Rows are upserted in key order, so concurrent stores never deadlock.
 */
export function addRollup(guard: string, first: number): string {
  const $ = (index: number) => `$${first + index}`;
  const stored = `EXISTS (SELECT 1 FROM "${guard}")`;
  return `
  "days" AS (
    INSERT INTO "engagement"."access_log_daily" AS "d" ("day", "requests", "redirects", "not_found")
    SELECT * FROM unnest(${$(0)}::date[], ${$(1)}::bigint[], ${$(2)}::bigint[], ${$(3)}::bigint[]) WHERE ${stored} ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "requests" = "d"."requests" + excluded."requests",
      "redirects" = "d"."redirects" + excluded."redirects", "not_found" = "d"."not_found" + excluded."not_found"
  ), "not_found" AS (
    INSERT INTO "engagement"."access_log_not_found" AS "n" ("day", "requested_url", "count")
    SELECT * FROM unnest(${$(4)}::date[], ${$(5)}::text[], ${$(6)}::bigint[]) WHERE ${stored} ORDER BY 1, 2
    ON CONFLICT ("day", "requested_url") DO UPDATE SET "count" = "n"."count" + excluded."count"
  ), "ips" AS (
    INSERT INTO "engagement"."access_log_ips" AS "i" ("ip_address", "last_seen")
    SELECT "u"."ip", ${moment('"u"."time"')} FROM unnest(${$(7)}::text[], ${$(8)}::bigint[]) AS "u"("ip", "time")
     WHERE ${stored} ORDER BY 1
    ON CONFLICT ("ip_address") DO UPDATE SET "last_seen" = greatest("i"."last_seen", excluded."last_seen")
  )`;
}

/** A rollup as the nine parameters `addRollup` reads. */
export function rollupParameters(rollup: AccessLogRollup): unknown[] {
  return [
    rollup.days.map((day) => day.day),
    rollup.days.map((day) => day.requests),
    rollup.days.map((day) => day.redirects),
    rollup.days.map((day) => day.notFound),
    rollup.notFound.map((entry) => entry.day),
    rollup.notFound.map((entry) => entry.path),
    rollup.notFound.map((entry) => entry.count),
    rollup.ips.map((entry) => entry.ip),
    rollup.ips.map((entry) => entry.lastSeen),
  ];
}

/** Takes removed requests out of the daily counts and the 404s; a day or an address left with none goes (D-61). */
export async function subtractRollup(manager: EntityManager, rollup: AccessLogRollup): Promise<void> {
  if (rollup.requests === 0) return;
  const [days, requests, redirects, notFound, notFoundDays, paths, counts] = rollupParameters(rollup);
  await manager.query(
    `UPDATE "engagement"."access_log_daily" AS "d"
        SET "requests" = "d"."requests" - "r"."requests", "redirects" = "d"."redirects" - "r"."redirects",
            "not_found" = "d"."not_found" - "r"."not_found"
       FROM unnest($1::date[], $2::bigint[], $3::bigint[], $4::bigint[]) AS "r"("day", "requests", "redirects", "not_found")
      WHERE "d"."day" = "r"."day"`,
    [days, requests, redirects, notFound],
  );
  await manager.query(`DELETE FROM "engagement"."access_log_daily" WHERE "requests" <= 0 AND "day" = ANY($1::date[])`, [days]);
  if (rollup.notFound.length === 0) return;
  await manager.query(
    `UPDATE "engagement"."access_log_not_found" AS "n" SET "count" = "n"."count" - "r"."count"
       FROM unnest($1::date[], $2::text[], $3::bigint[]) AS "r"("day", "path", "count")
      WHERE "n"."day" = "r"."day" AND "n"."requested_url" = "r"."path"`,
    [notFoundDays, paths, counts],
  );
  await manager.query(
    `DELETE FROM "engagement"."access_log_not_found"
      WHERE "count" <= 0 AND ("day", "requested_url") IN (SELECT * FROM unnest($1::date[], $2::text[]))`,
    [notFoundDays, paths],
  );
}
