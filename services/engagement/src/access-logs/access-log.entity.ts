import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One request the gateway answered, raw IP included, kept ACCESS_LOG_RETENTION_DAYS days; a
 * trigger adds each insert to the daily rollups (docs/decisions.md, D-58 and D-59).
 */
@Entity({ schema: 'engagement', name: 'access_logs' })
@Index('access_logs_time', ['timestamp', 'id'])
export class AccessLogEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp!: Date;

  @Column({ name: 'ip_address', type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ type: 'varchar', length: 10 })
  method!: string;

  @Column({ name: 'requested_url', type: 'text' })
  requestedUrl!: string;

  @Column({ name: 'status_code', type: 'integer' })
  statusCode!: number;

  @Column({ name: 'redirect_to', type: 'text', nullable: true })
  redirectTo!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;
}
