import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen as this migration first ran: its SQL is written out here, not imported from the code,
// so a later edit elsewhere cannot change it (docs/decisions.md, D-142).

/**
 * A like's whole toggle as one function, called as one statement: its transaction begins and
 * commits inside PostgreSQL, in a single round trip (D-199). Every like of a video moves that
 * video's row of `like_totals`, which stays locked until the commit; run as separate statements,
 * the lock was held across the round trips to the service and back, and every other visitor's
 * like of the video waited that long.
 *
 * The advisory lock serialises the toggles of one visitor and video (D-11). A PL/pgSQL statement
 * reads with a snapshot taken when it starts, after the lock is held, so the toggle sees what the
 * toggle before it committed. The commit does not wait for the disk (D-11).
 */
const TOGGLE_LIKE = `
  CREATE FUNCTION "engagement"."toggle_like"("p_section_id" integer, "p_video_index" integer, "p_visitor" varchar, "p_user_agent" text)
  RETURNS TABLE ("liked" boolean, "total_likes" bigint) LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM set_config('synchronous_commit', 'off', true);
    PERFORM pg_advisory_xact_lock(hashtextextended('like:' || "p_section_id" || ':' || "p_video_index" || ':' || "p_visitor", 0));
    RETURN QUERY
    WITH "removed" AS (
      DELETE FROM "engagement"."likes" AS "l"
       WHERE "l"."section_id" = "p_section_id" AND "l"."video_index" = "p_video_index" AND "l"."ip_address" = "p_visitor"
      RETURNING 1
    ), "inserted" AS (
      INSERT INTO "engagement"."likes" ("section_id", "video_index", "ip_address", "user_agent")
      SELECT "p_section_id", "p_video_index", "p_visitor", "p_user_agent" WHERE NOT EXISTS (SELECT 1 FROM "removed")
      ON CONFLICT ON CONSTRAINT "likes_one_per_visitor" DO NOTHING
      RETURNING 1
    ), "uncounted" AS (
      UPDATE "engagement"."like_totals" AS "t" SET "total" = "t"."total" - 1
       WHERE "t"."section_id" = "p_section_id" AND "t"."video_index" = "p_video_index" AND EXISTS (SELECT 1 FROM "removed")
      RETURNING "t"."total"
    ), "counted" AS (
      INSERT INTO "engagement"."like_totals" AS "t" ("section_id", "video_index", "total")
      SELECT "p_section_id", "p_video_index", 1 WHERE EXISTS (SELECT 1 FROM "inserted")
      ON CONFLICT ("section_id", "video_index") DO UPDATE SET "total" = "t"."total" + 1
      RETURNING "t"."total"
    )
    -- The statement cannot see its own changes, so the new total is the one they return.
    SELECT EXISTS (SELECT 1 FROM "inserted"),
           COALESCE(
             (SELECT "c"."total" FROM "counted" AS "c"),
             (SELECT "u"."total" FROM "uncounted" AS "u"),
             (SELECT "t"."total" FROM "engagement"."like_totals" AS "t"
               WHERE "t"."section_id" = "p_section_id" AND "t"."video_index" = "p_video_index"),
             0
           )::bigint
           + COALESCE((SELECT "a"."base_likes" + "a"."incremental_likes" FROM "engagement"."artificial_likes" AS "a"
                        WHERE "a"."section_id" = "p_section_id" AND "a"."video_index" = "p_video_index"), 0);
  END
  $$`;

export class ToggleLikesInOneCall1765584000000 implements MigrationInterface {
  name = 'ToggleLikesInOneCall1765584000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(TOGGLE_LIKE);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP FUNCTION "engagement"."toggle_like"(integer, integer, varchar, text)`);
  }
}
