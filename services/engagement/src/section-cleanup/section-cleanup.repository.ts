import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ArtificialLikeEntity } from '../artificial-likes/artificial-like.entity';
import { LikeTotalEntity } from '../likes/like-total.entity';
import { LikeEntity } from '../likes/like.entity';

@Injectable()
export class SectionCleanupRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Drops a deleted section's likes, their totals and its configured likes together. Deleting
   * what is already gone deletes nothing, so the same event handled twice changes nothing.
   */
  dropSection(sectionId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await dropLikes(manager, [sectionId]);
    });
  }

  /**
   * The demo's sections leave no trace (docs/decisions.md, D-111): their likes and configured
   * likes, and their clicks, from the events and from the daily counts the figures read. Safe
   * to repeat: a second run finds nothing. Answers the rows deleted.
   */
  dropDemoSections(sectionIds: number[]): Promise<number> {
    if (sectionIds.length === 0) return Promise.resolve(0);
    return this.dataSource.transaction(async (manager) => {
      const likes = await dropLikes(manager, sectionIds);
      // One statement per table, as the triggers that keep the daily counts only add (D-60).
      const clicks = await countOf(
        manager,
        `WITH "gone" AS (
           DELETE FROM "engagement"."analytics" WHERE "section_id" = ANY($1::integer[])
           RETURNING ("timestamp" AT TIME ZONE 'UTC')::date AS "day", "event", "is_bot"),
         "bots" AS (SELECT "day", "event", count(*) AS "count" FROM "gone" WHERE "is_bot" GROUP BY 1, 2),
         "counted" AS (
           UPDATE "engagement"."analytics_daily" AS "d" SET "count" = greatest("d"."count" - "bots"."count", 0)
             FROM "bots" WHERE "d"."day" = "bots"."day" AND "d"."event" = "bots"."event" AND "d"."is_bot" RETURNING 1)
         SELECT count(*) AS "count" FROM "gone"`,
        sectionIds,
      );
      // The visitors' clicks are counted per section and day for good, beyond the events kept.
      const days = await countOf(
        manager,
        `WITH "gone" AS (
           DELETE FROM "engagement"."analytics_daily_sections" WHERE "section_id" = ANY($1::integer[]) RETURNING "day", "count"),
         "per_day" AS (SELECT "day", sum("count") AS "count" FROM "gone" GROUP BY 1),
         "counted" AS (
           UPDATE "engagement"."analytics_daily" AS "d" SET "count" = greatest("d"."count" - "per_day"."count", 0)
             FROM "per_day" WHERE "d"."day" = "per_day"."day" AND "d"."event" = 'section_click' AND NOT "d"."is_bot" RETURNING 1)
         SELECT count(*) AS "count" FROM "gone"`,
        sectionIds,
      );
      return likes + clicks + days;
    });
  }
}

async function dropLikes(manager: EntityManager, sectionIds: number[]): Promise<number> {
  let rows = 0;
  for (const entity of [LikeEntity, LikeTotalEntity, ArtificialLikeEntity]) {
    rows += (await manager.delete(entity, { sectionId: In(sectionIds) })).affected ?? 0;
  }
  return rows;
}

async function countOf(manager: EntityManager, sql: string, sectionIds: number[]): Promise<number> {
  const [row] = (await manager.query(sql, [sectionIds])) as { count: string }[];
  return Number(row?.count ?? 0);
}
