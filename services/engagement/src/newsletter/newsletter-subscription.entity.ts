import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionStatus } from '@stagelink/contracts';

@Entity({ schema: 'engagement', name: 'newsletter_subscriptions' })
@Check('newsletter_has_contact', '"email" IS NOT NULL OR "phone" IS NOT NULL')
@Check('newsletter_status_known', `"status" IN ('active', 'unsubscribed')`)
// A contact is subscribed once, whichever row holds it; a row may lack either kind.
@Index('newsletter_email_unique', ['email'], { unique: true, where: '"email" IS NOT NULL' })
@Index('newsletter_phone_unique', ['phone'], { unique: true, where: '"phone" IS NOT NULL' })
// The search's trigram indexes (docs/decisions.md, D-64): TypeORM cannot say GIN with an operator
// class, so the migration made them, and TypeORM leaves them be.
@Index('newsletter_email_trigrams', { synchronize: false })
@Index('newsletter_phone_trigrams', { synchronize: false })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ name: 'subscribed_at', type: 'timestamptz', default: () => 'now()' })
  subscribedAt!: Date;

  @Column({ name: 'additional_contact_at', type: 'timestamptz', nullable: true })
  additionalContactAt!: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status!: SubscriptionStatus;
}
