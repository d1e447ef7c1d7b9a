import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'engagement', name: 'newsletter_subscriptions' })
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
  status!: string;
}
