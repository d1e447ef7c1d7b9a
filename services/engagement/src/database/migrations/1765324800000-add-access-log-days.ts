import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen as this migration first ran: its SQL is written out here, not imported from another
// migration or from the code, so a later edit elsewhere cannot change it (docs/decisions.md, D-142).

const ENTRIES = `"engagement"."access_log_entries"`;

/** The view's rows from the blocks, as 1765152000000-store-access-logs-in-blocks made it. */
const ROWS_OF_BLOCKS = `
  SELECT "b"."id" * 1000 + coalesce("b"."places"["e"."n"], "e"."n" - 1) AS "id",
         timestamptz 'epoch' + ("b"."since" + "e"."offset") * interval '1 millisecond' AS "timestamp",
         "b"."texts"["e"."ip" + 1]::varchar(45) AS "ip_address", "b"."texts"["e"."method" + 1]::varchar(10) AS "method",
         "b"."texts"["e"."url" + 1] AS "requested_url", "e"."status"::integer AS "status_code",
         "b"."texts"["e"."redirect" + 1] AS "redirect_to", "b"."texts"["e"."agent" + 1] AS "user_agent"
    FROM "engagement"."access_log_blocks" AS "b"
   CROSS JOIN LATERAL unnest("b"."offsets", "b"."ips", "b"."methods", "b"."urls", "b"."statuses", "b"."redirects", "b"."user_agents")
         WITH ORDINALITY AS "e"("offset", "ip", "method", "url", "status", "redirect", "agent", "n")`;

/**
 * The access log a row per request beside its blocks (docs/decisions.md, D-195): a table
 * partitioned by UTC day of `at`, whose days the engagement service makes as batches and
 * retention need them (none here), and the batch ids it stored, so a batch sent again stores
 * nothing. Ids go on from past every id the blocks give, so the view `access_logs`, now the
 * rows of both, names each request once.
 */
export class AddAccessLogDays1765324800000 implements MigrationInterface {
  name = 'AddAccessLogDays1765324800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE SEQUENCE "engagement"."access_log_entries_id_seq" AS bigint`);
    await runner.query(`
      SELECT setval('"engagement"."access_log_entries_id_seq"', (SELECT (coalesce(max("id"), 0) + 1) * 1000 FROM "engagement"."access_log_blocks"))`);
    await runner.query(`
      CREATE TABLE ${ENTRIES} (
        "id" bigint NOT NULL DEFAULT nextval('"engagement"."access_log_entries_id_seq"'),
        "at" timestamptz NOT NULL,
        "ip_address" text NOT NULL,
        "method" text NOT NULL,
        "requested_url" text NOT NULL,
        "status_code" smallint NOT NULL,
        "redirect_to" text,
        "user_agent" text,
        CONSTRAINT "access_log_entries_pkey" PRIMARY KEY ("id", "at")
      ) PARTITION BY RANGE ("at")`);
    await runner.query(`ALTER SEQUENCE "engagement"."access_log_entries_id_seq" OWNED BY ${ENTRIES}."id"`);
    // The owner's list, newest first by time then id, and retention's oldest first.
    await runner.query(`CREATE INDEX "access_log_entries_at" ON ${ENTRIES} ("at", "id")`);
    await runner.query(`
      CREATE TABLE "engagement"."access_log_entry_batches" ("batch_id" uuid PRIMARY KEY, "stored_at" timestamptz NOT NULL DEFAULT now())`);
    await runner.query(`CREATE INDEX "access_log_entry_batches_stored" ON "engagement"."access_log_entry_batches" ("stored_at")`);
    await runner.query(`
      CREATE OR REPLACE VIEW "engagement"."access_logs" AS ${ROWS_OF_BLOCKS}
      UNION ALL
      SELECT "id", "at", "ip_address"::varchar(45), "method"::varchar(10), "requested_url", "status_code"::integer, "redirect_to", "user_agent"
        FROM ${ENTRIES}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE OR REPLACE VIEW "engagement"."access_logs" AS ${ROWS_OF_BLOCKS}`);
    await runner.query(`DROP TABLE "engagement"."access_log_entry_batches"`);
    await runner.query(`DROP TABLE ${ENTRIES}`);
  }
}
