import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LikeState } from '@stagelink/contracts';

export interface VideoKey {
  sectionId: number;
  videoIndex: number;
}

export interface VisitorLike extends VideoKey {
  visitor: string;
  userAgent: string | null;
}

/**
 * The only place with like queries, all of them SQL (the rule: docs/architecture.md): a toggle
 * moves a like and its video's total together, and a state reads three tables at one instant.
 */
@Injectable()
export class LikesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Likes or unlikes for one visitor, and answers the new state. Toggles of the same visitor
   * and video are serialised by a transaction-scoped advisory lock, so two quick clicks are
   * a like and an unlike, never two rows or a lost toggle; other visitors are not held up.
   * The video's total moves in the same transaction as the row.
   */
  toggle(like: VisitorLike): Promise<LikeState> {
    return this.dataSource.transaction(async (manager) => {
      // A like is worth less than a disk flush: the commit does not wait for it (a crash may
      // lose the last moment of likes, never corrupt them), which lets many visitors like at once.
      await manager.query(`SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `like:${like.sectionId}:${like.videoIndex}:${like.visitor}`,
      ]);
      const [{ removed } = { removed: 0 }] = (await manager.query(
        `WITH "removed" AS (
           DELETE FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3 RETURNING 1
         ), "counted" AS (
           UPDATE "engagement"."like_totals" SET "total" = "total" - 1
            WHERE "section_id" = $1 AND "video_index" = $2 AND EXISTS (SELECT 1 FROM "removed")
         )
         SELECT count(*)::integer AS "removed" FROM "removed"`,
        [like.sectionId, like.videoIndex, like.visitor],
      )) as { removed: number }[];
      if (removed === 0) {
        await manager.query(
          `WITH "inserted" AS (
             INSERT INTO "engagement"."likes" ("section_id", "video_index", "ip_address", "user_agent") VALUES ($1, $2, $3, $4)
             ON CONFLICT ON CONSTRAINT "likes_one_per_visitor" DO NOTHING RETURNING 1
           )
           INSERT INTO "engagement"."like_totals" ("section_id", "video_index", "total")
           SELECT $1, $2, 1 WHERE EXISTS (SELECT 1 FROM "inserted")
           ON CONFLICT ("section_id", "video_index") DO UPDATE SET "total" = "engagement"."like_totals"."total" + 1`,
          [like.sectionId, like.videoIndex, like.visitor, like.userAgent],
        );
      }
      return this.state(like, like.visitor, manager);
    });
  }

  /**
   * Whether this visitor likes the video, and its total with the configured likes added, in
   * one statement: separate reads could see a toggle between them, liked but not yet counted.
   */
  async state(key: VideoKey, visitor: string, manager: EntityManager = this.dataSource.manager): Promise<LikeState> {
    const [row] = (await manager.query(
      `SELECT
         EXISTS (SELECT 1 FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3) AS "liked",
         COALESCE((SELECT "total" FROM "engagement"."like_totals" WHERE "section_id" = $1 AND "video_index" = $2), 0)
           + COALESCE((SELECT "base_likes" + "incremental_likes" FROM "engagement"."artificial_likes" WHERE "section_id" = $1 AND "video_index" = $2), 0)
           AS "total"`,
      [key.sectionId, key.videoIndex, visitor],
    )) as { liked: boolean; total: number }[];
    return { liked: row?.liked ?? false, totalLikes: Number(row?.total ?? 0) };
  }
}
