import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription is 'active' or, once its subscriber used the unsubscribe link, 'unsubscribed'
 * (docs/decisions.md, D-65): the column takes nothing else, whatever a later change writes.
 */
export class AddNewsletterStatusCheck1764806400000 implements MigrationInterface {
  name = 'AddNewsletterStatusCheck1764806400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "engagement"."newsletter_subscriptions"
        ADD CONSTRAINT "newsletter_status_known" CHECK ("status" IN ('active', 'unsubscribed'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "engagement"."newsletter_subscriptions" DROP CONSTRAINT "newsletter_status_known"`);
  }
}
