import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One event. Its bot flag, browser, OS, device and referring host are worked out when it is
 * stored (visitor-agent.ts), and a trigger adds it to the daily rollups (docs/decisions.md, D-60).
 */
@Entity({ schema: 'engagement', name: 'analytics' })
@Index('analytics_time', ['timestamp', 'id'])
@Index('analytics_human_event_time', ['event', 'timestamp'], { where: 'NOT "is_bot"' })
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

  @Column({ name: 'is_bot', type: 'boolean', default: false })
  isBot!: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  browser!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  os!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  device!: string | null;

  @Column({ name: 'referrer_host', type: 'varchar', length: 255, nullable: true })
  referrerHost!: string | null;
}
