import { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploads record the size of the stored image, and the gallery lists them newest first (docs/decisions.md, D-26). */
export class AddMediaDimensions1764028800000 implements MigrationInterface {
  name = 'AddMediaDimensions1764028800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "profile"."media_items" ADD COLUMN "width" integer CHECK ("width" > 0)`);
    await runner.query(`ALTER TABLE "profile"."media_items" ADD COLUMN "height" integer CHECK ("height" > 0)`);
    await runner.query(`CREATE INDEX "media_items_newest" ON "profile"."media_items" ("created_at", "id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "profile"."media_items_newest"`);
    await runner.query(`ALTER TABLE "profile"."media_items" DROP COLUMN "height"`);
    await runner.query(`ALTER TABLE "profile"."media_items" DROP COLUMN "width"`);
  }
}
