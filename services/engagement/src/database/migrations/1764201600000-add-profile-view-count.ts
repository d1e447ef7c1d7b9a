import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of profile views so far, in one row beside the events, so stepping the configured
 * likes on a view reads one row instead of counting every view ever recorded (which made each
 * view slower than the last). It starts at the count of the views already stored.
 */
export class AddProfileViewCount1764201600000 implements MigrationInterface {
  name = 'AddProfileViewCount1764201600000';

  async up(runner: QueryRunner): Promise<void> {
    // The constant key with its CHECK keeps it one row; `integer` like `last_increment_view`.
    await runner.query(`
      CREATE TABLE "engagement"."profile_view_count" (
        "one_row" boolean PRIMARY KEY DEFAULT true CHECK ("one_row"),
        "total" integer NOT NULL CHECK ("total" >= 0)
      )`);
    await runner.query(`
      INSERT INTO "engagement"."profile_view_count" ("total")
      SELECT count(*) FROM "engagement"."analytics" WHERE "event" = 'profile_view'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "engagement"."profile_view_count"`);
  }
}
