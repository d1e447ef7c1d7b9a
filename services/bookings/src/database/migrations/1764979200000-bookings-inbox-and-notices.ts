import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's inbox pages newest first, by all or by one status, on indexes in exactly that
 * order (docs/decisions.md, D-46); `owner_notice` is the outbox of the owner's e-mail notice
 * (D-48): null when no notice is wanted, else pending until the mail job sends it.
 */
export class BookingsInboxAndNotices1764979200000 implements MigrationInterface {
  name = 'BookingsInboxAndNotices1764979200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "bookings"."booking_submissions_submitted"`);
    await runner.query(`CREATE INDEX "booking_submissions_newest" ON "bookings"."booking_submissions" ("submitted_at" DESC, "id" DESC)`);
    await runner.query(
      `CREATE INDEX "booking_submissions_status_newest" ON "bookings"."booking_submissions" ("status", "submitted_at" DESC, "id" DESC)`,
    );
    await runner.query(`
      ALTER TABLE "bookings"."booking_submissions" ADD COLUMN "owner_notice" varchar(10)
        CONSTRAINT "booking_submissions_owner_notice_check" CHECK ("owner_notice" IN ('pending', 'sent', 'failed'))`);
    await runner.query(`
      CREATE INDEX "booking_submissions_pending_notice" ON "bookings"."booking_submissions" ("submitted_at")
        WHERE "owner_notice" = 'pending'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "bookings"."booking_submissions_pending_notice"`);
    await runner.query(`ALTER TABLE "bookings"."booking_submissions" DROP COLUMN "owner_notice"`);
    await runner.query(`DROP INDEX "bookings"."booking_submissions_status_newest"`);
    await runner.query(`DROP INDEX "bookings"."booking_submissions_newest"`);
    await runner.query(`CREATE INDEX "booking_submissions_submitted" ON "bookings"."booking_submissions" ("submitted_at" DESC)`);
  }
}
