/**
 * The statements of a like toggle (docs/architecture.md: SQL where several statements would
 * race), kept apart so the benchmark's bare baseline runs exactly the same transaction.
 */
export const LIKE_TOGGLE_SQL = {
  /** Commits without waiting for the disk, and serialises toggles of one visitor and video. */
  begin: `SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtextextended($1, 0))`,
  /**
   * The toggle itself, in one statement once the lock is held: the like goes if it was there and
   * comes if it was not, the total moves with it, and the new state is answered. Every
   * like of a video moves the same total row, which stays locked until the commit: one statement
   * keeps that to the commit's round trip, where separate statements held it across two more.
   * The statement's own snapshot cannot see what it changes, so the state is read from what the
   * changes return.
   */
  toggle: `WITH "removed" AS (
     DELETE FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3 RETURNING 1
   ), "inserted" AS (
     INSERT INTO "engagement"."likes" ("section_id", "video_index", "ip_address", "user_agent")
     SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM "removed")
     ON CONFLICT ON CONSTRAINT "likes_one_per_visitor" DO NOTHING RETURNING 1
   ), "uncounted" AS (
     UPDATE "engagement"."like_totals" SET "total" = "total" - 1
      WHERE "section_id" = $1 AND "video_index" = $2 AND EXISTS (SELECT 1 FROM "removed")
     RETURNING "total"
   ), "counted" AS (
     INSERT INTO "engagement"."like_totals" ("section_id", "video_index", "total")
     SELECT $1, $2, 1 WHERE EXISTS (SELECT 1 FROM "inserted")
     ON CONFLICT ("section_id", "video_index") DO UPDATE SET "total" = "engagement"."like_totals"."total" + 1
     RETURNING "total"
   )
   SELECT EXISTS (SELECT 1 FROM "inserted") AS "liked",
     COALESCE(
       (SELECT "total" FROM "counted"),
       (SELECT "total" FROM "uncounted"),
       (SELECT "total" FROM "engagement"."like_totals" WHERE "section_id" = $1 AND "video_index" = $2),
       0
     )
       + COALESCE((SELECT "base_likes" + "incremental_likes" FROM "engagement"."artificial_likes" WHERE "section_id" = $1 AND "video_index" = $2), 0)
       AS "total"`,
  /** Whether the visitor likes the video, and its total with the configured likes, at one instant. */
  state: `SELECT
     EXISTS (SELECT 1 FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3) AS "liked",
     COALESCE((SELECT "total" FROM "engagement"."like_totals" WHERE "section_id" = $1 AND "video_index" = $2), 0)
       + COALESCE((SELECT "base_likes" + "incremental_likes" FROM "engagement"."artificial_likes" WHERE "section_id" = $1 AND "video_index" = $2), 0)
       AS "total"`,
} as const;

/** The advisory lock's key of one visitor's like of one video. */
export function likeLockKey(sectionId: number, videoIndex: number, visitor: string): string {
  return `like:${sectionId}:${videoIndex}:${visitor}`;
}
