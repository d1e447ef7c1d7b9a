import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who wrote each translated field, and the machine's translations by source (docs/decisions.md, D-68, D-69). */
export class TranslationOrigins1764547200000 implements MigrationInterface {
  name = 'TranslationOrigins1764547200000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of ['translations', 'profile_content', 'section_content']) {
      await runner.query(`ALTER TABLE "i18n"."${table}" ADD "origins" jsonb NOT NULL DEFAULT '{}'::jsonb`);
    }
    await runner.query(`
      CREATE TABLE "i18n"."machine_translations" (
        "source_hash" char(64) NOT NULL,
        "target_language" varchar(10) NOT NULL,
        "translated" text NOT NULL,
        "provider" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "machine_translations_pkey" PRIMARY KEY ("source_hash", "target_language")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "i18n"."machine_translations"`);
    for (const table of ['translations', 'profile_content', 'section_content']) {
      await runner.query(`ALTER TABLE "i18n"."${table}" DROP COLUMN "origins"`);
    }
  }
}
