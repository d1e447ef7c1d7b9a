import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The erase log (docs/decisions.md, D-90): one row per request to erase a person's data, written
 * with the deletion itself; when, by which kind of contact and how many rows, never the contact.
 */
export class AddPrivacyErasures1765238400000 implements MigrationInterface {
  name = 'AddPrivacyErasures1765238400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "engagement"."privacy_erasures" (
        "id" uuid PRIMARY KEY,
        "erased_at" timestamptz NOT NULL DEFAULT now(),
        "contact_kind" varchar(5) NOT NULL,
        "rows" integer NOT NULL,
        CONSTRAINT "privacy_erasures_contact_kind_check" CHECK ("contact_kind" IN ('email', 'phone')),
        CONSTRAINT "privacy_erasures_rows_check" CHECK ("rows" >= 0)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "engagement"."privacy_erasures"`);
  }
}
