import { MigrationInterface, QueryRunner } from 'typeorm';

/** Demo content seeded by `npm start` is marked, so the owner can clear it in one go later. */
export class AddDemoMarker1763856000000 implements MigrationInterface {
  name = 'AddDemoMarker1763856000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "profile"."profiles" ADD COLUMN "is_demo" boolean NOT NULL DEFAULT false`);
    await runner.query(`ALTER TABLE "profile"."sections" ADD COLUMN "is_demo" boolean NOT NULL DEFAULT false`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "profile"."sections" DROP COLUMN "is_demo"`);
    await runner.query(`ALTER TABLE "profile"."profiles" DROP COLUMN "is_demo"`);
  }
}
