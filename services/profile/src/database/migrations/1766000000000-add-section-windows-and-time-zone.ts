import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sections may be shown from and until given instants (docs/decisions.md, D-120), and the
 * profile says the artist's time zone, in which tour dates end (D-122).
 */
export class AddSectionWindowsAndTimeZone1766000000000 implements MigrationInterface {
  name = 'AddSectionWindowsAndTimeZone1766000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "profile"."sections" ADD COLUMN "visible_from" TIMESTAMP WITH TIME ZONE`);
    await runner.query(`ALTER TABLE "profile"."sections" ADD COLUMN "visible_until" TIMESTAMP WITH TIME ZONE`);
    await runner.query(
      `ALTER TABLE "profile"."sections" ADD CONSTRAINT "sections_window_in_order" CHECK ("visible_until" > "visible_from")`,
    );
    await runner.query(`ALTER TABLE "profile"."profiles" ADD COLUMN "time_zone" character varying(64) NOT NULL DEFAULT 'Europe/Rome'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "profile"."profiles" DROP COLUMN "time_zone"`);
    await runner.query(`ALTER TABLE "profile"."sections" DROP CONSTRAINT "sections_window_in_order"`);
    await runner.query(`ALTER TABLE "profile"."sections" DROP COLUMN "visible_until"`);
    await runner.query(`ALTER TABLE "profile"."sections" DROP COLUMN "visible_from"`);
  }
}
