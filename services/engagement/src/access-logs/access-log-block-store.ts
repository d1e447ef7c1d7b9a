import type { DataSource, EntityManager } from 'typeorm';
import { accessLogRecordAt, type AccessLogBatch, type AccessLogEntry } from '@stagelink/contracts';
import { entryIdOf, entryPlaceOf, keepRows, readBlock, type AccessLogBlock, type AccessLogBlockRow } from './access-log-blocks';
import { rollUpAccessLogs } from './access-log-rollup';
import { addRollup, moment, rollupParameters, subtractRollup } from './access-log-rollup-sql';
import { entryOf, type AccessLogRemoval, type AccessLogStore } from './access-log-store';

/** The longest block kept (from its index): no block that ends later than this past a moment starts before it. */
const LONGEST_BLOCK = `(SELECT coalesce(max("last_at" - "first_at"), interval '0') FROM "engagement"."access_log_blocks")`;
/** The first page reads this many blocks; each further read twice as many. */
const FIRST_BLOCKS_READ = 2;

const BLOCK_COLUMNS = `"id"::text AS "id", "batch_id", "since"::text AS "since", "texts", "offsets", "ips", "methods", "urls", "statuses", "redirects", "user_agents", "places"`;
/** Blocks retention looks at in one transaction. */
const PRUNED_BLOCKS = 200;

/** `{1,2,NULL}`: an integer array as Postgres reads it, written in one join rather than value by value. */
function integerArray(values: readonly (number | null)[]): string {
  return `{${(values.includes(null) ? values.map((value) => value ?? 'NULL') : values).join(',')}}`;
}

/**
 * A block's columns as the parameters of its insert or rewrite, in table order: its first and
 * last moment, then `texts` to `user_agents`.
 */
function blockParameters(block: Omit<AccessLogBatch, 'batchId'>): unknown[] {
  return [
    block.since + Math.min(...block.offsets),
    block.since + Math.max(...block.offsets),
    block.texts,
    ...[block.offsets, block.ips, block.methods, block.urls, block.statuses, block.redirects, block.userAgents].map(integerArray),
  ];
}

/**
 * The access log in blocks (docs/decisions.md, D-58, D-59 and D-86): each batch stored as one
 * block with its additions to the rollups in the same statement, the newest requests read from
 * the newest blocks. `ACCESS_LOG_STORE=blocks` (D-195).
 */
export class AccessLogBlockStore implements AccessLogStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a batch as one block, once: a batch whose id is already stored (sent again after its
   * answer was lost) stores nothing and adds nothing to the rollups. Says how many requests it stored.
   */
  async store(batch: AccessLogBatch): Promise<number> {
    const [result] = (await this.dataSource.query(
      `WITH "block" AS (
         INSERT INTO "engagement"."access_log_blocks"
                ("batch_id", "since", "first_at", "last_at", "texts", "offsets", "ips", "methods", "urls", "statuses", "redirects", "user_agents")
         VALUES ($1, $2, ${moment('$3')}, ${moment('$4')}, $5::text[], $6::integer[], $7::integer[], $8::integer[], $9::integer[],
                 $10::smallint[], $11::integer[], $12::integer[])
         ON CONFLICT ("batch_id") DO NOTHING
         RETURNING cardinality("offsets") AS "stored"
       ), ${addRollup('block', 13)}
       SELECT coalesce((SELECT "stored" FROM "block"), 0) AS "stored"`,
      [batch.batchId, batch.since, ...blockParameters(batch), ...rollupParameters(rollUpAccessLogs(batch))],
    )) as { stored: number }[];
    return result?.stored ?? 0;
  }

  /**
   * Newest first, `limit` of them before the entry `before`: by time, then id. Blocks are read
   * from the latest `last_at` down, a few at a time, until no unread block can hold a request
   * newer than the page's last (in normal use one or two blocks).
   */
  async list(limit: number, before?: string): Promise<AccessLogEntry[]> {
    const cursor = before === undefined ? undefined : await this.timeOf(before);
    if (cursor === null) return [];
    const isBeforeCursor = (time: number, id: number) => !cursor || time < cursor.time || (time === cursor.time && id < cursor.id);
    let page: { time: number; id: number; block: AccessLogBlock; row: number }[] = [];
    let after: { lastAt: Date; id: string } | null = null;
    for (let reading = FIRST_BLOCKS_READ; ; reading *= 2) {
      const rows = (await this.dataSource.query(
        `SELECT ${BLOCK_COLUMNS}, "last_at" FROM "engagement"."access_log_blocks"
          WHERE ($1::bigint IS NULL OR ("first_at" <= ${moment('$1')} AND "last_at" <= ${moment('$1')} + ${LONGEST_BLOCK}))
            AND ($2::timestamptz IS NULL OR ("last_at", "id") < ($2::timestamptz, $3::bigint))
          ORDER BY "last_at" DESC, "id" DESC LIMIT $4`,
        [cursor?.time ?? null, after?.lastAt ?? null, after?.id ?? null, reading],
      )) as BlockRow[];
      for (const row of rows) {
        const block = readBlock(row);
        block.offsets.forEach((offset, place) => {
          const time = block.since + offset;
          const id = entryIdOf(block, place);
          if (isBeforeCursor(time, id)) page.push({ time, id, block, row: place });
        });
      }
      page.sort((a, b) => b.time - a.time || b.id - a.id);
      page = page.slice(0, limit);
      const lastRead = rows.at(-1);
      if (!lastRead || rows.length < reading) break;
      if (page.length === limit && (page.at(-1)?.time ?? 0) > lastRead.last_at.getTime()) break;
      after = { lastAt: lastRead.last_at, id: lastRead.id };
    }
    return page.map(({ id, block, row }) => entryOf(id, accessLogRecordAt(block, row)));
  }

  /**
   * Removes the requests older than `cut`, up to `PRUNED_BLOCKS` blocks at a time, and takes them
   * out of the daily counts and the 404s in the same transaction (D-61): a block wholly older
   * goes, a block across the cut keeps only its newer requests and their texts. Says how many
   * requests it removed from how many blocks (no block: nothing is left to remove). The IPs are
   * retention's to cut.
   */
  async removeBefore(cut: Date): Promise<AccessLogRemoval> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT ${BLOCK_COLUMNS} FROM "engagement"."access_log_blocks" WHERE "first_at" < $1 ORDER BY "first_at", "id" LIMIT $2 FOR UPDATE`,
        [cut, PRUNED_BLOCKS],
      )) as AccessLogBlockRow[];
      let removed = 0;
      const emptied: number[] = [];
      for (const block of rows.map(readBlock)) {
        const isOld = (row: number) => block.since + (block.offsets[row] ?? 0) < cut.getTime();
        const rollup = rollUpAccessLogs(block, isOld);
        removed += rollup.requests;
        await subtractRollup(manager, rollup);
        // A block none of whose requests is old had its start misstated: written again, it has its true one.
        if (rollup.requests === block.offsets.length) emptied.push(block.id);
        else
          await rewriteBlock(
            manager,
            keepRows(block, (row) => !isOld(row)),
          );
      }
      await manager.query(`DELETE FROM "engagement"."access_log_blocks" WHERE "id" = ANY($1::bigint[])`, [emptied]);
      return { removed, pieces: rows.length };
    });
  }

  /** The time and id of the entry `id`, or null when no such entry is kept. */
  private async timeOf(id: string): Promise<{ time: number; id: number } | null> {
    const place = entryPlaceOf(id);
    if (!place) return null;
    const [row] = (await this.dataSource.query(
      `SELECT ("since" + "offsets"[coalesce(array_position("places", $2::smallint), $2::integer + 1)])::text AS "time"
         FROM "engagement"."access_log_blocks" WHERE "id" = $1::bigint AND ("places" IS NULL OR $2::smallint = ANY("places"))`,
      [place.blockId, place.place],
    )) as { time: string | null }[];
    return row?.time ? { time: Number(row.time), id: Number(id) } : null;
  }
}

type BlockRow = AccessLogBlockRow & { last_at: Date };

async function rewriteBlock(manager: EntityManager, block: AccessLogBlock): Promise<void> {
  await manager.query(
    `UPDATE "engagement"."access_log_blocks"
        SET "first_at" = ${moment('$2')}, "last_at" = ${moment('$3')}, "texts" = $4::text[], "offsets" = $5::integer[],
            "ips" = $6::integer[], "methods" = $7::integer[], "urls" = $8::integer[], "statuses" = $9::smallint[],
            "redirects" = $10::integer[], "user_agents" = $11::integer[], "places" = $12::smallint[]
      WHERE "id" = $1`,
    [block.id, ...blockParameters(block), integerArray(block.places ?? [])],
  );
}
