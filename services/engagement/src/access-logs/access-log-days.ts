import type { DataSource, EntityManager } from 'typeorm';
import { dayNumberOf, isoDay } from './utc-day';

/** The table of requests, partitioned by UTC day of `at` (docs/decisions.md, D-195). */
export const ENTRIES = `"engagement"."access_log_entries"`;
/** Days made ahead by each retention run, so a batch seldom finds its day missing. */
const DAYS_AHEAD = 2;

/** A day's partition: `access_log_entries_20261127`. */
const partitionOf = (dayNumber: number) => `access_log_entries_${isoDay(dayNumber).replaceAll('-', '')}`;

/** The days that have a partition, oldest first. */
export async function storedDays(manager: DataSource | EntityManager): Promise<number[]> {
  const rows = (await manager.query(
    `SELECT "c"."relname" AS "name" FROM "pg_inherits" AS "i" JOIN "pg_class" AS "c" ON "c"."oid" = "i"."inhrelid"
      WHERE "i"."inhparent" = 'engagement.access_log_entries'::regclass`,
  )) as { name: string }[];
  return rows
    .map(({ name }) => /^access_log_entries_(\d{4})(\d{2})(\d{2})$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, year, month, day]) => dayNumberOf(Date.UTC(Number(year), Number(month) - 1, Number(day))))
    .sort((a, b) => a - b);
}

/**
 * Makes the partitions of these days. Two services may make one at once: the loser's error
 * (the name or the type already taken) means the day is there, which is all that was asked.
 */
export async function ensureDays(dataSource: DataSource, dayNumbers: Iterable<number>): Promise<void> {
  for (const dayNumber of new Set(dayNumbers)) {
    try {
      await dataSource.query(
        `CREATE TABLE IF NOT EXISTS "engagement"."${partitionOf(dayNumber)}" PARTITION OF ${ENTRIES}
           FOR VALUES FROM ('${isoDay(dayNumber)} 00:00:00+00') TO ('${isoDay(dayNumber + 1)} 00:00:00+00')`,
      );
    } catch (error) {
      if (!['42P07', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

/** Today and the next days, made by retention ahead of their batches. */
export const ensureDaysAhead = (dataSource: DataSource, now = Date.now()) =>
  ensureDays(
    dataSource,
    Array.from({ length: DAYS_AHEAD + 1 }, (_, index) => dayNumberOf(now) + index),
  );

/**
 * Drops a day's partition and its rows of the daily counts and the 404s, in one transaction
 * (D-61): the stats never count a request no longer kept. Its IPs are retention's to cut.
 */
export async function dropDay(manager: EntityManager, dayNumber: number): Promise<void> {
  await manager.query(`DROP TABLE "engagement"."${partitionOf(dayNumber)}"`);
  await manager.query(`DELETE FROM "engagement"."access_log_daily" WHERE "day" = $1::date`, [isoDay(dayNumber)]);
  await manager.query(`DELETE FROM "engagement"."access_log_not_found" WHERE "day" = $1::date`, [isoDay(dayNumber)]);
}

/** A store that failed because no partition holds one of its rows' days. */
export const isMissingDay = (error: unknown) =>
  (error as { code?: string }).code === '23514' && /no partition/.test((error as Error).message ?? '');
