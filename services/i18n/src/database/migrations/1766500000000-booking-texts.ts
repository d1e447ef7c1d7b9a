import { MigrationInterface, QueryRunner } from 'typeorm';

/** The booking button's and contact dialog's texts per language (docs/decisions.md, D-140). */
export class BookingTexts1766500000000 implements MigrationInterface {
  name = 'BookingTexts1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "i18n"."profile_content" ADD "booking_texts" jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "i18n"."profile_content" DROP COLUMN "booking_texts"`);
  }
}
