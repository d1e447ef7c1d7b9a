import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'engagement', name: 'access_logs' })
@Index('access_logs_time', ['timestamp'])
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
