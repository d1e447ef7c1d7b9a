import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen as this migration first ran: its SQL is written out here, not imported from another
// migration or from the code, so a later edit elsewhere cannot change it (docs/decisions.md, D-142).

const IPS = `"engagement"."access_log_ips"`;

/** The inserts' rollups, with the moment each IP was last seen rather than its day. */
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

/** Deleted logs leave the daily counts and the 404s; a day or an address left with none goes. */
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

/** The rollups as the earlier migration left them, with each IP's day: what `down` puts back. */
const ROLL_UP_ACCESS_LOGS_BY_DAY = `
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
  SELECT "ip_address", max(("timestamp" AT TIME ZONE 'UTC')::date) FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("ip_address") DO UPDATE SET "last_seen" = greatest("i"."last_seen", excluded."last_seen");`;

/**
 * Raw IPs are kept exactly `ACCESS_LOG_RETENTION_DAYS` × 24 hours (docs/decisions.md, D-61):
 * retention cuts the logs at a moment, not at a UTC day, so the rollups follow the rows
 * deleted (a statement trigger subtracts them) and each IP keeps the moment it was last seen,
 * which retention cuts at the same moment.
 */
export class PruneAccessLogsExactly1765065600000 implements MigrationInterface {
  name = 'PruneAccessLogsExactly1765065600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${IPS} ALTER "last_seen" TYPE timestamptz USING ("last_seen"::timestamp AT TIME ZONE 'UTC')`);
    await runner.query(`
      UPDATE ${IPS} AS "i" SET "last_seen" = "l"."last"
        FROM (SELECT "ip_address", max("timestamp") AS "last" FROM "engagement"."access_logs" GROUP BY 1) AS "l"
       WHERE "i"."ip_address" = "l"."ip_address"`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION "engagement"."roll_up_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLL_UP_ACCESS_LOGS_TO_THE_MOMENT}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE FUNCTION "engagement"."forget_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${FORGET_ACCESS_LOGS}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "access_logs_forget" AFTER DELETE ON "engagement"."access_logs"
      REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."forget_access_logs"()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER "access_logs_forget" ON "engagement"."access_logs"`);
    await runner.query(`DROP FUNCTION "engagement"."forget_access_logs"()`);
    await runner.query(`
      CREATE OR REPLACE FUNCTION "engagement"."roll_up_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLL_UP_ACCESS_LOGS_BY_DAY}
        RETURN NULL;
      END $$`);
    await runner.query(`ALTER TABLE ${IPS} ALTER "last_seen" TYPE date USING (("last_seen" AT TIME ZONE 'UTC')::date)`);
  }
}
