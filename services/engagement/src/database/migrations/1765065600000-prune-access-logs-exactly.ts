import { MigrationInterface, QueryRunner } from 'typeorm';
import { DAY, NOT_FOUND_PATH, REDIRECT, rollUpAccessLogDays, rollUpAccessLogs } from './1764892800000-add-analytics-rollups';

const IPS = `"engagement"."access_log_ips"`;

/** The inserts' rollups, with the moment each IP was last seen rather than its day. */
export const rollUpAccessLogsToTheMoment = `${rollUpAccessLogDays('"added"')}

  INSERT INTO ${IPS} AS "i" ("ip_address", "last_seen")
  SELECT "ip_address", max("timestamp") FROM "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("ip_address") DO UPDATE SET "last_seen" = greatest("i"."last_seen", excluded."last_seen");`;

/** Deleted logs leave the daily counts and the 404s; a day or an address left with none goes. */
export const forgetAccessLogs = `
  UPDATE "engagement"."access_log_daily" AS "d"
     SET "requests" = "d"."requests" - "r"."requests", "redirects" = "d"."redirects" - "r"."redirects",
         "not_found" = "d"."not_found" - "r"."not_found"
    FROM (SELECT ${DAY} AS "day", count(*) AS "requests", count(*) FILTER (WHERE ${REDIRECT}) AS "redirects",
                 count(*) FILTER (WHERE "status_code" = 404) AS "not_found"
            FROM "removed" GROUP BY 1) AS "r"
   WHERE "d"."day" = "r"."day";
  DELETE FROM "engagement"."access_log_daily" WHERE "requests" <= 0 AND "day" IN (SELECT ${DAY} FROM "removed");

  UPDATE "engagement"."access_log_not_found" AS "n" SET "count" = "n"."count" - "r"."count"
    FROM (SELECT ${DAY} AS "day", ${NOT_FOUND_PATH} AS "requested_url", count(*) AS "count"
            FROM "removed" WHERE "status_code" = 404 GROUP BY 1, 2) AS "r"
   WHERE "n"."day" = "r"."day" AND "n"."requested_url" = "r"."requested_url";
  DELETE FROM "engagement"."access_log_not_found" WHERE "count" <= 0 AND "day" IN (SELECT ${DAY} FROM "removed");`;

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
      BEGIN ${rollUpAccessLogsToTheMoment}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE FUNCTION "engagement"."forget_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${forgetAccessLogs}
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
      BEGIN ${rollUpAccessLogs('"added"')}
        RETURN NULL;
      END $$`);
    await runner.query(`ALTER TABLE ${IPS} ALTER "last_seen" TYPE date USING (("last_seen" AT TIME ZONE 'UTC')::date)`);
  }
}
