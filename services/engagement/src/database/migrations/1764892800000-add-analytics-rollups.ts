import { isbot } from 'isbot';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { UAParser } from 'ua-parser-js';

// Frozen as this migration first ran: the visitor description of its backfill is written out
// here, not imported from the service's code, so a later edit there cannot change what an older
// database gets when it migrates (docs/decisions.md, D-142).

/** A UTC day of a row's timestamp. */
const DAY = `("timestamp" AT TIME ZONE 'UTC')::date`;
/** A redirect: the 3xx answers that send the client elsewhere (304 Not Modified does not). */
const REDIRECT = `status_code IN (301, 302, 303, 307, 308)`;
/** The path alone: a scanner's random query strings would otherwise make a 404 row each. */
const NOT_FOUND_PATH = `left(split_part("requested_url", '?', 1), 500)`;

/**
 * The statements that add the rows of `source` to the analytics rollups: run by the trigger on
 * each insert's new rows, and once here on the events already stored. The rows are locked in
 * key order, so concurrent inserts never deadlock (docs/decisions.md, D-60).
 */
const rollUpAnalytics = (source: string) => `
  INSERT INTO "engagement"."analytics_daily" AS "d" ("day", "event", "is_bot", "count")
  SELECT ${DAY}, "event", "is_bot", count(*) FROM ${source} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "event", "is_bot") DO UPDATE SET "count" = "d"."count" + excluded."count";

  INSERT INTO "engagement"."analytics_daily_facets" AS "f" ("day", "facet", "value", "count")
  SELECT ${DAY}, "x"."facet", "x"."value", count(*)
    FROM ${source}
    CROSS JOIN LATERAL (VALUES ('browser', coalesce("browser", '')), ('device', coalesce("device", '')),
                               ('os', coalesce("os", '')), ('referrer', coalesce("referrer_host", ''))) AS "x"("facet", "value")
   WHERE "event" = 'profile_view' AND NOT "is_bot"
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "facet", "value") DO UPDATE SET "count" = "f"."count" + excluded."count";

  INSERT INTO "engagement"."analytics_daily_sections" AS "s" ("day", "section_id", "count")
  SELECT ${DAY}, "section_id", count(*) FROM ${source}
   WHERE "event" = 'section_click' AND NOT "is_bot" AND "section_id" IS NOT NULL
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "section_id") DO UPDATE SET "count" = "s"."count" + excluded."count";`;

/**
 * The same for the access logs (docs/decisions.md, D-59): the daily counts and the 404s here,
 * which the trigger of a later migration keeps too (1765065600000-prune-access-logs-exactly.ts).
 */
const rollUpAccessLogDays = (source: string) => `
  INSERT INTO "engagement"."access_log_daily" AS "d" ("day", "requests", "redirects", "not_found")
  SELECT ${DAY}, count(*), count(*) FILTER (WHERE ${REDIRECT}), count(*) FILTER (WHERE "status_code" = 404)
    FROM ${source} GROUP BY 1 ORDER BY 1
  ON CONFLICT ("day") DO UPDATE SET "requests" = "d"."requests" + excluded."requests",
    "redirects" = "d"."redirects" + excluded."redirects", "not_found" = "d"."not_found" + excluded."not_found";

  INSERT INTO "engagement"."access_log_not_found" AS "n" ("day", "requested_url", "count")
  SELECT ${DAY}, ${NOT_FOUND_PATH}, count(*) FROM ${source} WHERE "status_code" = 404
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "requested_url") DO UPDATE SET "count" = "n"."count" + excluded."count";`;

const rollUpAccessLogs = (source: string) => `${rollUpAccessLogDays(source)}

  INSERT INTO "engagement"."access_log_ips" AS "i" ("ip_address", "last_seen")
  SELECT "ip_address", max(${DAY}) FROM ${source} GROUP BY 1 ORDER BY 1
  ON CONFLICT ("ip_address") DO UPDATE SET "last_seen" = greatest("i"."last_seen", excluded."last_seen");`;

const BACKFILL_PAGE = 1000;

/**
 * Daily rollups of the analytics events and the access logs, kept by statement triggers on
 * insert, so every figure of the owner's analytics and access stats reads a few hundred rows
 * instead of the history (docs/decisions.md, D-59 and D-60); each event's bot flag, browser,
 * OS, device and referring host; indexes for newest-first keyset pages; the access-log batches
 * already stored (D-58).
 */
export class AddAnalyticsRollups1764892800000 implements MigrationInterface {
  name = 'AddAnalyticsRollups1764892800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "engagement"."analytics"
        ADD "is_bot" boolean NOT NULL DEFAULT false,
        ADD "browser" varchar(50),
        ADD "os" varchar(50),
        ADD "device" varchar(50),
        ADD "referrer_host" varchar(255)`);
    await this.describeStoredEvents(runner);
    await runner.query(`DROP INDEX "engagement"."analytics_event_time"`);
    await runner.query(`CREATE INDEX "analytics_time" ON "engagement"."analytics" ("timestamp", "id")`);
    await runner.query(`CREATE INDEX "analytics_human_event_time" ON "engagement"."analytics" ("event", "timestamp") WHERE NOT "is_bot"`);

    await runner.query(`
      CREATE TABLE "engagement"."analytics_daily" (
        "day" date NOT NULL, "event" varchar(50) NOT NULL, "is_bot" boolean NOT NULL, "count" bigint NOT NULL,
        PRIMARY KEY ("day", "event", "is_bot"))`);
    await runner.query(`
      CREATE TABLE "engagement"."analytics_daily_facets" (
        "day" date NOT NULL, "facet" varchar(20) NOT NULL, "value" varchar(255) NOT NULL, "count" bigint NOT NULL,
        PRIMARY KEY ("day", "facet", "value"))`);
    await runner.query(`
      CREATE TABLE "engagement"."analytics_daily_sections" (
        "day" date NOT NULL, "section_id" integer NOT NULL, "count" bigint NOT NULL,
        PRIMARY KEY ("day", "section_id"))`);
    await runner.query(rollUpAnalytics(`"engagement"."analytics"`));
    await runner.query(`
      CREATE FUNCTION "engagement"."roll_up_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${rollUpAnalytics('"added"')}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "analytics_roll_up" AFTER INSERT ON "engagement"."analytics"
      REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."roll_up_analytics"()`);

    await runner.query(`DROP INDEX "engagement"."access_logs_time"`);
    await runner.query(`CREATE INDEX "access_logs_time" ON "engagement"."access_logs" ("timestamp", "id")`);
    await runner.query(`
      CREATE TABLE "engagement"."access_log_daily" (
        "day" date PRIMARY KEY, "requests" bigint NOT NULL, "redirects" bigint NOT NULL, "not_found" bigint NOT NULL)`);
    await runner.query(`
      CREATE TABLE "engagement"."access_log_not_found" (
        "day" date NOT NULL, "requested_url" varchar(500) NOT NULL, "count" bigint NOT NULL,
        PRIMARY KEY ("day", "requested_url"))`);
    await runner.query(`
      CREATE TABLE "engagement"."access_log_ips" ("ip_address" varchar(45) PRIMARY KEY, "last_seen" date NOT NULL)`);
    await runner.query(`
      CREATE TABLE "engagement"."access_log_batches" ("id" uuid PRIMARY KEY, "received_at" timestamptz NOT NULL DEFAULT now())`);
    await runner.query(`CREATE INDEX "access_log_batches_received" ON "engagement"."access_log_batches" ("received_at")`);
    await runner.query(rollUpAccessLogs(`"engagement"."access_logs"`));
    await runner.query(`
      CREATE FUNCTION "engagement"."roll_up_access_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${rollUpAccessLogs('"added"')}
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "access_logs_roll_up" AFTER INSERT ON "engagement"."access_logs"
      REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."roll_up_access_logs"()`);
  }

  /** The events stored before this migration get what new ones got on insert when it was written. */
  private async describeStoredEvents(runner: QueryRunner): Promise<void> {
    let lastId = 0;
    for (;;) {
      const rows = (await runner.query(
        `SELECT "id", "user_agent", "referrer" FROM "engagement"."analytics" WHERE "id" > $1 ORDER BY "id" LIMIT ${BACKFILL_PAGE}`,
        [lastId],
      )) as { id: number; user_agent: string | null; referrer: string | null }[];
      if (rows.length === 0) return;
      const described = rows.map((row) => describeVisitor(row.user_agent, row.referrer));
      await runner.query(
        `UPDATE "engagement"."analytics" AS "a"
            SET "is_bot" = "v"."is_bot", "browser" = "v"."browser", "os" = "v"."os", "device" = "v"."device", "referrer_host" = "v"."host"
           FROM unnest($1::integer[], $2::boolean[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[])
             AS "v"("id", "is_bot", "browser", "os", "device", "host")
          WHERE "a"."id" = "v"."id"`,
        [
          rows.map((row) => row.id),
          described.map((visitor) => visitor.bot),
          described.map((visitor) => visitor.browser),
          described.map((visitor) => visitor.os),
          described.map((visitor) => visitor.device),
          described.map((visitor) => visitor.referrerHost),
        ],
      );
      lastId = rows[rows.length - 1]?.id ?? lastId;
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER "access_logs_roll_up" ON "engagement"."access_logs"`);
    await runner.query(`DROP FUNCTION "engagement"."roll_up_access_logs"()`);
    for (const table of ['access_log_batches', 'access_log_ips', 'access_log_not_found', 'access_log_daily']) {
      await runner.query(`DROP TABLE "engagement"."${table}"`);
    }
    await runner.query(`DROP INDEX "engagement"."access_logs_time"`);
    await runner.query(`CREATE INDEX "access_logs_time" ON "engagement"."access_logs" ("timestamp")`);
    await runner.query(`DROP TRIGGER "analytics_roll_up" ON "engagement"."analytics"`);
    await runner.query(`DROP FUNCTION "engagement"."roll_up_analytics"()`);
    for (const table of ['analytics_daily_sections', 'analytics_daily_facets', 'analytics_daily']) {
      await runner.query(`DROP TABLE "engagement"."${table}"`);
    }
    await runner.query(`DROP INDEX "engagement"."analytics_human_event_time"`);
    await runner.query(`DROP INDEX "engagement"."analytics_time"`);
    await runner.query(`CREATE INDEX "analytics_event_time" ON "engagement"."analytics" ("event", "timestamp")`);
    await runner.query(
      `ALTER TABLE "engagement"."analytics" DROP "referrer_host", DROP "device", DROP "os", DROP "browser", DROP "is_bot"`,
    );
  }
}

/** What an event's user agent and referrer said, as the service worked it out when this migration was written. */
function describeVisitor(userAgent: string | null, referrer: string | null) {
  const parsed = userAgent ? new UAParser(userAgent).getResult() : undefined;
  const bounded = (value: string | undefined, max: number): string | null => (value ? value.slice(0, max) : null);
  let referrerHost: string | null = null;
  try {
    referrerHost = referrer ? bounded(new URL(referrer).hostname.toLowerCase(), 255) || null : null;
  } catch {
    referrerHost = null;
  }
  return {
    bot: userAgent ? isbot(userAgent) : true,
    browser: bounded(parsed?.browser.name, 50),
    os: bounded(parsed?.os.name, 50),
    device: parsed ? (bounded(parsed.device.type, 50) ?? 'desktop') : null,
    referrerHost,
  };
}
