import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'engagement', name: 'analytics' })
@Index('analytics_event_time', ['event', 'timestamp'])
export class AnalyticsEventEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  event!: string;

  @Column({ name: 'section_id', type: 'integer', nullable: true })
  sectionId!: number | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ type: 'text', nullable: true })
  referrer!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp!: Date;

  @Column({ name: 'ip_address', type: 'varchar', length: 45, nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata!: Record<string, unknown> | null;
}
