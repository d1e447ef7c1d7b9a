import { MigrationInterface, QueryRunner } from 'typeorm';

const BLOCKS = `"engagement"."access_log_blocks"`;
// Frozen as this migration first ran: its SQL is written out here, not imported from another
// migration or from the code, so a later edit elsewhere cannot change it (docs/decisions.md, D-142).

/** One value per request in every column, between 1 and 1000 requests; places only in a block retention cut. */
const BLOCK_SHAPE_CHECK = `cardinality("offsets") BETWEEN 1 AND 1000 AND cardinality("ips") = cardinality("offsets") AND cardinality("methods") = cardinality("offsets") AND cardinality("urls") = cardinality("offsets") AND cardinality("statuses") = cardinality("offsets") AND cardinality("redirects") = cardinality("offsets") AND cardinality("user_agents") = cardinality("offsets") AND ("places" IS NULL OR cardinality("places") = cardinality("offsets"))`;

/** The per-statement rollups of the view's rows that `down` puts back (1765065600000-prune-access-logs-exactly.ts). */
const ROLL_UP_ACCESS_LOGS_TO_THE_MOMENT = `
  INSERT INTO "engagement"."access_log_daily" AS "d" ("day", "requests", "redirects", "not_found")
  SELECT ("timestamp" AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE status_code IN (301, 302, 303, 307, 308)), count(*) FILTER (WHERE "status_code" = 404)
    FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("day") DO UPDATE SET "requests" = "d"."requests" + excluded."requests",
    "redirects" = "d"."redirects" + excluded."redirects", "not_found" = "d"."not_found" + excluded."not_found";

  INSERT INTO "engagement"."access_log_not_found" AS "n" ("day", "requested_url", "count")
  SELECT ("timestamp" AT TIME ZONE 'UTC')::date, left(split_part("requested_url", '?', 1), 500), count(*) FROM "added" WHERE "status_code" = 404
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "requested_url") DO UPDATE SET "count" = "n"."count" + excluded."count";

  INSERT INTO "engagement"."access_log_ips" AS "i" ("ip_address", "last_seen")
  SELECT "ip_address", max("timestamp") FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("ip_address") DO UPDATE SET "last_seen" = greatest("i"."last_seen", excluded."last_seen");`;

const FORGET_ACCESS_LOGS = `
  UPDATE "engagement"."access_log_daily" AS "d"
     SET "requests" = "d"."requests" - "r"."requests", "redirects" = "d"."redirects" - "r"."redirects",
         "not_found" = "d"."not_found" - "r"."not_found"
    FROM (SELECT ("timestamp" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "requests", count(*) FILTER (WHERE status_code IN (301, 302, 303, 307, 308)) AS "redirects",
                 count(*) FILTER (WHERE "status_code" = 404) AS "not_found"
            FROM "removed" GROUP BY 1) AS "r"
   WHERE "d"."day" = "r"."day";
  DELETE FROM "engagement"."access_log_daily" WHERE "requests" <= 0 AND "day" IN (SELECT ("timestamp" AT TIME ZONE 'UTC')::date FROM "removed");

  UPDATE "engagement"."access_log_not_found" AS "n" SET "count" = "n"."count" - "r"."count"
    FROM (SELECT ("timestamp" AT TIME ZONE 'UTC')::date AS "day", left(split_part("requested_url", '?', 1), 500) AS "requested_url", count(*) AS "count"
            FROM "removed" WHERE "status_code" = 404 GROUP BY 1, 2) AS "r"
   WHERE "n"."day" = "r"."day" AND "n"."requested_url" = "r"."requested_url";
  DELETE FROM "engagement"."access_log_not_found" WHERE "count" <= 0 AND "day" IN (SELECT ("timestamp" AT TIME ZONE 'UTC')::date FROM "removed");`;

/**
 * The access log's rows as the spec lists them, read from the blocks: each request's id is its
 * block's id times 1000 plus its place in the block as stored (a block holds at most 1000),
 * which a block retention cut keeps in `places`.
 */
const ACCESS_LOGS_VIEW = `
  CREATE VIEW "engagement"."access_logs" AS
  SELECT "b"."id" * 1000 + coalesce("b"."places"["e"."n"], "e"."n" - 1) AS "id",
         timestamptz 'epoch' + ("b"."since" + "e"."offset") * interval '1 millisecond' AS "timestamp",
         "b"."texts"["e"."ip" + 1]::varchar(45) AS "ip_address", "b"."texts"["e"."method" + 1]::varchar(10) AS "method",
         "b"."texts"["e"."url" + 1] AS "requested_url", "e"."status"::integer AS "status_code",
         "b"."texts"["e"."redirect" + 1] AS "redirect_to", "b"."texts"["e"."agent" + 1] AS "user_agent"
    FROM ${BLOCKS} AS "b"
   CROSS JOIN LATERAL unnest("b"."offsets", "b"."ips", "b"."methods", "b"."urls", "b"."statuses", "b"."redirects", "b"."user_agents")
         WITH ORDINALITY AS "e"("offset", "ip", "method", "url", "status", "redirect", "agent", "n")`;

/**
 * The access log stored a block per batch (docs/decisions.md, D-86): one row holds up to 1000
 * requests column by column, each distinct text once, as the gateway sends them. The rollups
 * are added by the engagement service as it stores a block, instead of by a trigger per row.
 * The logs already stored move into blocks of up to 1000 requests of one UTC day; the view
 * `access_logs` still shows one row per request.
 */
export class StoreAccessLogsInBlocks1765152000000 implements MigrationInterface {
  name = 'StoreAccessLogsInBlocks1765152000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${BLOCKS} (
        "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        "batch_id" uuid NOT NULL,
        "first_at" timestamptz NOT NULL,
        "last_at" timestamptz NOT NULL,
        "since" bigint NOT NULL,
        "texts" text[] NOT NULL,
        "offsets" integer[] NOT NULL,
        "ips" integer[] NOT NULL,
        "methods" integer[] NOT NULL,
        "urls" integer[] NOT NULL,
        "statuses" smallint[] NOT NULL,
        "redirects" integer[] NOT NULL,
        "user_agents" integer[] NOT NULL,
        "places" smallint[],
        CONSTRAINT "access_log_blocks_requests_check" CHECK (${BLOCK_SHAPE_CHECK}))`);
    await runner.query(`CREATE UNIQUE INDEX "access_log_blocks_batch" ON ${BLOCKS} ("batch_id")`);
    await runner.query(`CREATE INDEX "access_log_blocks_first" ON ${BLOCKS} ("first_at")`);
    await runner.query(`CREATE INDEX "access_log_blocks_last" ON ${BLOCKS} ("last_at", "id")`);
    // The longest block, read from this index's end, bounds how far a page looks past its cursor.
    await runner.query(`CREATE INDEX "access_log_blocks_span" ON ${BLOCKS} (("last_at" - "first_at"))`);
    await this.moveRowsIntoBlocks(runner);
    await runner.query(`DROP TABLE "engagement"."access_logs"`);
    await runner.query(`DROP FUNCTION "engagement"."roll_up_access_logs"()`);
    await runner.query(`DROP FUNCTION "engagement"."forget_access_logs"()`);
    // A block's batch id is unique for as long as the block is kept, which covers a batch sent again.
    await runner.query(`DROP TABLE "engagement"."access_log_batches"`);
    await runner.query(ACCESS_LOGS_VIEW);
  }

  /**
   * Blocks of up to 1000 rows of one UTC day, oldest first. A block's texts list each row's
   * addresses, methods, URLs, redirect targets and user agents column after column, without
   * sharing, which the format allows; the rollups already count these rows.
   */
  private async moveRowsIntoBlocks(runner: QueryRunner): Promise<void> {
    await runner.query(`
      WITH "numbered" AS (
        SELECT *, ("timestamp" AT TIME ZONE 'UTC')::date AS "day",
               row_number() OVER (PARTITION BY ("timestamp" AT TIME ZONE 'UTC')::date ORDER BY "timestamp", "id") - 1 AS "n"
          FROM "engagement"."access_logs"
      ), "placed" AS (
        SELECT *, "n" / 1000 AS "chunk", ("n" % 1000)::integer AS "at", (count(*) OVER "block")::integer AS "size",
               floor(extract(epoch FROM min("timestamp") OVER "block") * 1000)::bigint AS "since"
          FROM "numbered" WINDOW "block" AS (PARTITION BY "day", "n" / 1000)
      ), "timed" AS (
        SELECT *, (floor(extract(epoch FROM "timestamp") * 1000) - "since")::integer AS "offset" FROM "placed"
      )
      INSERT INTO ${BLOCKS} ("batch_id", "first_at", "last_at", "since", "texts", "offsets", "ips", "methods", "urls", "statuses", "redirects", "user_agents")
      SELECT gen_random_uuid(), timestamptz 'epoch' + ("since" + min("offset")) * interval '1 millisecond',
             timestamptz 'epoch' + ("since" + max("offset")) * interval '1 millisecond', "since",
             array_agg("ip_address"::text ORDER BY "at") || array_agg("method"::text ORDER BY "at") || array_agg("requested_url" ORDER BY "at")
               || array_agg(coalesce("redirect_to", '') ORDER BY "at") || array_agg(coalesce("user_agent", '') ORDER BY "at"),
             array_agg("offset" ORDER BY "at"),
             array_agg("at" ORDER BY "at"),
             array_agg("size" + "at" ORDER BY "at"),
             array_agg(2 * "size" + "at" ORDER BY "at"),
             array_agg("status_code"::smallint ORDER BY "at"),
             array_agg(CASE WHEN "redirect_to" IS NOT NULL THEN 3 * "size" + "at" END ORDER BY "at"),
             array_agg(CASE WHEN "user_agent" IS NOT NULL THEN 4 * "size" + "at" END ORDER BY "at")
        FROM "timed"
       GROUP BY "day", "chunk", "since"
       ORDER BY "day", "chunk"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "engagement"."access_log_batches" ("id" uuid PRIMARY KEY, "received_at" timestamptz NOT NULL DEFAULT now())`);
    await runner.query(`CREATE INDEX "access_log_batches_received" ON "engagement"."access_log_batches" ("received_at")`);
    await runner.query(`ALTER VIEW "engagement"."access_logs" RENAME TO "access_logs_in_blocks"`);
    await runner.query(`
      CREATE TABLE "engagement"."access_logs" (
        "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        "timestamp" timestamptz NOT NULL DEFAULT now(),
        "ip_address" varchar(45) NOT NULL,
        "method" varchar(10) NOT NULL,
        "requested_url" text NOT NULL,
        "status_code" integer NOT NULL,
        "redirect_to" text,
        "user_agent" text
      )`);
    await runner.query(`
      INSERT INTO "engagement"."access_logs" ("timestamp", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent")
      SELECT "timestamp", "ip_address", "method", "requested_url", "status_code", "redirect_to", "user_agent"
        FROM "engagement"."access_logs_in_blocks" ORDER BY "timestamp", "id"`);
    await runner.query(`CREATE INDEX "access_logs_time" ON "engagement"."access_logs" ("timestamp", "id")`);
    await runner.query(`DROP VIEW "engagement"."access_logs_in_blocks"`);
    await runner.query(`DROP TABLE ${BLOCKS}`);
    await runner.query(`
      CREATE FUNCTION "engagement"."roll_up_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLL_UP_ACCESS_LOGS_TO_THE_MOMENT}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "access_logs_roll_up" AFTER INSERT ON "engagement"."access_logs"
      REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."roll_up_access_logs"()`);
    await runner.query(`
      CREATE FUNCTION "engagement"."forget_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${FORGET_ACCESS_LOGS}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "access_logs_forget" AFTER DELETE ON "engagement"."access_logs"
      REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."forget_access_logs"()`);
  }
}
