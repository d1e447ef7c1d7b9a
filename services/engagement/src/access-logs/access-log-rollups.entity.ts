import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * What the access stats read instead of the logs, added to as each batch is stored and taken
 * from as retention removes requests (docs/decisions.md, D-59, D-61 and D-86). Days are UTC.
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
