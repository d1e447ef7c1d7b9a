import { MigrationInterface, QueryRunner } from 'typeorm';

const SUBSCRIPTIONS = `"engagement"."newsletter_subscriptions"`;
const COUNT = `"engagement"."subscriber_count"`;

/**
 * The owner's subscriber list answers from indexes (docs/decisions.md, D-64): trigram indexes
 * (pg_trgm, shipped with PostgreSQL) serve a search for a piece of an e-mail or phone, and the
 * number of subscribers is one row kept by statement triggers, as the rollups are (D-59), so the
 * list's total reads one row instead of counting the table.
 */
export class IndexSubscriberSearch1764979200000 implements MigrationInterface {
  name = 'IndexSubscriberSearch1764979200000';

  async up(runner: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: the database's owner may create it. Another schema may hold it
    // already, so its operator class is named through the schema it is in.
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [{ schema } = { schema: 'public' }] = (await runner.query(
      `SELECT extnamespace::regnamespace::text AS "schema" FROM pg_extension WHERE extname = 'pg_trgm'`,
    )) as { schema: string }[];
    for (const column of ['email', 'phone']) {
      await runner.query(`CREATE INDEX "newsletter_${column}_trigrams" ON ${SUBSCRIPTIONS} USING gin ("${column}" ${schema}.gin_trgm_ops)`);
    }

    // The constant key with its CHECK keeps it one row, like profile_view_count.
    await runner.query(`
      CREATE TABLE ${COUNT} (
        "one_row" boolean PRIMARY KEY DEFAULT true CHECK ("one_row"),
        "total" integer NOT NULL CHECK ("total" >= 0)
      )`);
    await runner.query(`INSERT INTO ${COUNT} ("total") SELECT count(*) FROM ${SUBSCRIPTIONS}`);
    await runner.query(`
      CREATE FUNCTION "engagement"."count_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE ${COUNT} SET "total" = "total" + (SELECT count(*) FROM "added");
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE ${COUNT} SET "total" = "total" - (SELECT count(*) FROM "removed");
        ELSE
          UPDATE ${COUNT} SET "total" = 0;
        END IF;
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER "subscribers_counted_on_insert" AFTER INSERT ON ${SUBSCRIPTIONS}
      REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."count_subscribers"()`);
    await runner.query(`
      CREATE TRIGGER "subscribers_counted_on_delete" AFTER DELETE ON ${SUBSCRIPTIONS}
      REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."count_subscribers"()`);
    await runner.query(`
      CREATE TRIGGER "subscribers_counted_on_truncate" AFTER TRUNCATE ON ${SUBSCRIPTIONS}
      FOR EACH STATEMENT EXECUTE FUNCTION "engagement"."count_subscribers"()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const trigger of ['subscribers_counted_on_truncate', 'subscribers_counted_on_delete', 'subscribers_counted_on_insert']) {
      await runner.query(`DROP TRIGGER "${trigger}" ON ${SUBSCRIPTIONS}`);
    }
    await runner.query(`DROP FUNCTION "engagement"."count_subscribers"()`);
    await runner.query(`DROP TABLE ${COUNT}`);
    // The extension stays: it may have been there before, and other schemas may use it.
    await runner.query(`DROP INDEX "engagement"."newsletter_phone_trigrams"`);
    await runner.query(`DROP INDEX "engagement"."newsletter_email_trigrams"`);
  }
}
