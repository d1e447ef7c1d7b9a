import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of likes per video, kept beside the likes themselves, so reading or toggling a
 * like never counts rows: a video with a hundred thousand likes costs what one with ten does.
 */
export class AddLikeTotals1763856000000 implements MigrationInterface {
  name = 'AddLikeTotals1763856000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "engagement"."like_totals" (
        "section_id" integer NOT NULL,
        "video_index" integer NOT NULL CHECK ("video_index" >= 0),
        "total" integer NOT NULL DEFAULT 0 CHECK ("total" >= 0),
        PRIMARY KEY ("section_id", "video_index")
      )`);
    await runner.query(`
      INSERT INTO "engagement"."like_totals" ("section_id", "video_index", "total")
      SELECT "section_id", "video_index", count(*) FROM "engagement"."likes" GROUP BY "section_id", "video_index"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "engagement"."like_totals"`);
  }
}
