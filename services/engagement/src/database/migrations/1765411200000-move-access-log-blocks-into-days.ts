import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen as this migration first ran: its SQL is written out here, not imported from another
// migration or from the code, so a later edit elsewhere cannot change it (docs/decisions.md, D-142).

const ENTRIES = `"engagement"."access_log_entries"`;
const BLOCKS = `"engagement"."access_log_blocks"`;

/** Each request of the blocks with the id the view gives it (1765152000000-store-access-logs-in-blocks). */
const ROWS_OF_BLOCKS = `
  SELECT "b"."id" * 1000 + coalesce("b"."places"["e"."n"], "e"."n" - 1) AS "id",
         timestamptz 'epoch' + ("b"."since" + "e"."offset") * interval '1 millisecond' AS "at",
         "b"."texts"["e"."ip" + 1] AS "ip_address", "b"."texts"["e"."method" + 1] AS "method",
         "b"."texts"["e"."url" + 1] AS "requested_url", "e"."status" AS "status_code",
         "b"."texts"["e"."redirect" + 1] AS "redirect_to", "b"."texts"["e"."agent" + 1] AS "user_agent"
    FROM ${BLOCKS} AS "b"
   CROSS JOIN LATERAL unnest("b"."offsets", "b"."ips", "b"."methods", "b"."urls", "b"."statuses", "b"."redirects", "b"."user_agents")
         WITH ORDINALITY AS "e"("offset", "ip", "method", "url", "status", "redirect", "agent", "n")`;

/** The partition of each UTC day some request of `rows` falls on, made if missing. */
const makeDays = (rows: string) => `
  DO $$
  DECLARE "d" date;
  BEGIN
    FOR "d" IN SELECT DISTINCT ("at" AT TIME ZONE 'UTC')::date FROM (${rows}) AS "r" LOOP
      EXECUTE format('CREATE TABLE IF NOT EXISTS "engagement".%I PARTITION OF ${ENTRIES} FOR VALUES FROM (%L) TO (%L)',
                     'access_log_entries_' || to_char("d", 'YYYYMMDD'), "d"::text || ' 00:00:00+00', ("d" + 1)::text || ' 00:00:00+00');
    END LOOP;
  END $$`;

/**
 * The access log's requests move from the blocks into the day table, which stores them from now
 * on (docs/decisions.md, D-195): each keeps its id and the rollups, which already count them,
 * stay; each block's batch id is kept beside them, so a batch sent again still stores nothing.
 * `down` moves them back into blocks of up to 1000 requests of one UTC day.
 */
export class MoveAccessLogBlocksIntoDays1765411200000 implements MigrationInterface {
  name = 'MoveAccessLogBlocksIntoDays1765411200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(makeDays(ROWS_OF_BLOCKS));
    await runner.query(`
      INSERT INTO ${ENTRIES} ("id", "at", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent")
      SELECT * FROM (${ROWS_OF_BLOCKS}) AS "r" ORDER BY "at", "id"`);
    await runner.query(`
      INSERT INTO "engagement"."access_log_entry_batches" ("batch_id", "stored_at")
      SELECT "batch_id", "last_at" FROM ${BLOCKS} ON CONFLICT DO NOTHING`);
    await runner.query(`DELETE FROM ${BLOCKS}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      WITH "numbered" AS (
        SELECT *, ("at" AT TIME ZONE 'UTC')::date AS "day",
               row_number() OVER (PARTITION BY ("at" AT TIME ZONE 'UTC')::date ORDER BY "at", "id") - 1 AS "n"
          FROM ${ENTRIES}
      ), "placed" AS (
        SELECT *, "n" / 1000 AS "chunk", ("n" % 1000)::integer AS "place", (count(*) OVER "block")::integer AS "size",
               floor(extract(epoch FROM min("at") OVER "block") * 1000)::bigint AS "since"
          FROM "numbered" WINDOW "block" AS (PARTITION BY "day", "n" / 1000)
      ), "timed" AS (
        SELECT *, (floor(extract(epoch FROM "at") * 1000) - "since")::integer AS "offset" FROM "placed"
      )
      INSERT INTO ${BLOCKS} ("batch_id", "first_at", "last_at", "since", "texts", "offsets", "ips", "methods", "urls", "statuses", "redirects", "user_agents")
      SELECT gen_random_uuid(), timestamptz 'epoch' + ("since" + min("offset")) * interval '1 millisecond',
             timestamptz 'epoch' + ("since" + max("offset")) * interval '1 millisecond', "since",
             array_agg("ip_address" ORDER BY "place") || array_agg("method" ORDER BY "place") || array_agg("requested_url" ORDER BY "place")
               || array_agg(coalesce("redirect_to", '') ORDER BY "place") || array_agg(coalesce("user_agent", '') ORDER BY "place"),
             array_agg("offset" ORDER BY "place"),
             array_agg("place" ORDER BY "place"),
             array_agg("size" + "place" ORDER BY "place"),
             array_agg(2 * "size" + "place" ORDER BY "place"),
             array_agg("status_code" ORDER BY "place"),
             array_agg(CASE WHEN "redirect_to" IS NOT NULL THEN 3 * "size" + "place" END ORDER BY "place"),
             array_agg(CASE WHEN "user_agent" IS NOT NULL THEN 4 * "size" + "place" END ORDER BY "place")
        FROM "timed"
       GROUP BY "day", "chunk", "since"
       ORDER BY "day", "chunk"`);
    await runner.query(`TRUNCATE ${ENTRIES}, "engagement"."access_log_entry_batches"`);
  }
}
