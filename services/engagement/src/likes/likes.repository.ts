import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface VideoKey {
  sectionId: number;
  videoIndex: number;
}

export interface VisitorLike extends VideoKey {
  visitor: string;
  userAgent: string | null;
}

/** The only place with like queries; a toggle runs in one transaction on the unique key. */
@Injectable()
export class LikesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Likes or unlikes for one visitor. Toggles of the same visitor and video are serialised
   * by a transaction-scoped advisory lock, so two quick clicks are a like and an unlike,
   * never two rows or a lost toggle; other visitors are not held up.
   */
  toggle(like: VisitorLike): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`like:${like.sectionId}:${like.videoIndex}:${like.visitor}`]);
      const [, removed] = (await manager.query(
        `DELETE FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3 RETURNING "id"`,
        [like.sectionId, like.videoIndex, like.visitor],
      )) as [unknown[], number]; // TypeORM's pg driver answers a DELETE with [rows, count]
      if (removed > 0) return false;
      await manager.query(
        `INSERT INTO "engagement"."likes" ("section_id", "video_index", "ip_address", "user_agent") VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT "likes_one_per_visitor" DO NOTHING`,
        [like.sectionId, like.videoIndex, like.visitor, like.userAgent],
      );
      return true;
    });
  }

  /** Whether this visitor likes the video, and the total with the configured likes added. */
  async state(key: VideoKey, visitor: string, manager: EntityManager = this.dataSource.manager): Promise<{ liked: boolean; totalLikes: number }> {
    const [row] = (await manager.query(
      `SELECT
         EXISTS (SELECT 1 FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3) AS "liked",
         (SELECT count(*) FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2)
           + COALESCE((SELECT "base_likes" + "incremental_likes" FROM "engagement"."artificial_likes" WHERE "section_id" = $1 AND "video_index" = $2), 0)
           AS "total"`,
      [key.sectionId, key.videoIndex, visitor],
    )) as { liked: boolean; total: string }[];
    return { liked: row.liked, totalLikes: Number(row.total) };
  }
}
