/**
 * The statements of a like (docs/architecture.md: SQL where several statements would race),
 * kept apart so the benchmark's bare baseline runs exactly the same transaction.
 */
export const LIKE_TOGGLE_SQL = {
  /**
   * The toggle, one statement and its own transaction: the like goes if it was there and comes if
   * it was not, the video's total moves with it, and the new state is answered. The function is
   * the migration's (1765584000000-toggle-likes-in-one-call.ts, D-199).
   */
  toggle: `SELECT "liked", "total_likes" AS "total" FROM "engagement"."toggle_like"($1, $2, $3, $4)`,
  /** Whether the visitor likes the video, and its total with the configured likes, at one instant. */
  state: `SELECT
     EXISTS (SELECT 1 FROM "engagement"."likes" WHERE "section_id" = $1 AND "video_index" = $2 AND "ip_address" = $3) AS "liked",
     COALESCE((SELECT "total" FROM "engagement"."like_totals" WHERE "section_id" = $1 AND "video_index" = $2), 0)
       + COALESCE((SELECT "base_likes" + "incremental_likes" FROM "engagement"."artificial_likes" WHERE "section_id" = $1 AND "video_index" = $2), 0)
       AS "total"`,
} as const;
