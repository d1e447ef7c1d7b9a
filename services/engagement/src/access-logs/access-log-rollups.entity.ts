import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/*
 * What the access stats read instead of the logs, kept by the triggers the migrations
 * 1764892800000-add-analytics-rollups and 1765065600000-prune-access-logs-exactly create, on
 * insert and on delete (docs/decisions.md, D-59 and D-61). Days are UTC.
 */

@Entity({ schema: 'engagement', name: 'access_log_daily' })
export class AccessLogDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'bigint' })
  requests!: string;

  @Column({ type: 'bigint' })
  redirects!: string;

  @Column({ name: 'not_found', type: 'bigint' })
  notFound!: string;
}

/** 404s per day and address (its first 500 characters, which always fit a btree key). */
@Entity({ schema: 'engagement', name: 'access_log_not_found' })
export class AccessLogNotFoundEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ name: 'requested_url', type: 'varchar', length: 500 })
  requestedUrl!: string;

  @Column({ type: 'bigint' })
  count!: string;
}

/**
 * Every IP seen, with the moment it last was: their number is the unique IPs of the logs kept,
 * since retention cuts both at one moment (D-61).
 */
@Entity({ schema: 'engagement', name: 'access_log_ips' })
export class AccessLogIpEntity {
  @PrimaryColumn({ name: 'ip_address', type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ name: 'last_seen', type: 'timestamptz' })
  lastSeen!: Date;
}

/** The batches stored lately, so a batch the gateway sends again is not stored twice (D-58). */
@Entity({ schema: 'engagement', name: 'access_log_batches' })
@Index('access_log_batches_received', ['receivedAt'])
export class AccessLogBatchEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
