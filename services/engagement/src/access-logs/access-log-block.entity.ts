import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every column of a block but the offsets holds one value per request too. */
const PER_REQUEST_COLUMNS = ['ips', 'methods', 'urls', 'statuses', 'redirects', 'user_agents'];
/** One value per request in every column, between 1 and 1000 requests; places only in a block retention cut. */
const BLOCK_SHAPE_CHECK = `cardinality("offsets") BETWEEN 1 AND 1000 AND ${PER_REQUEST_COLUMNS.map(
  (column) => `cardinality("${column}") = cardinality("offsets")`,
).join(' AND ')} AND ("places" IS NULL OR cardinality("places") = cardinality("offsets"))`;

/**
 * One batch of requests the gateway answered, as it sent them (docs/decisions.md, D-86): up to
 * 1000 requests column by column, each distinct text once in `texts`, raw IPs included, kept
 * ACCESS_LOG_RETENTION_DAYS days. The view `access_logs` shows one row per request.
 */
@Entity({ schema: 'engagement', name: 'access_log_blocks' })
@Check('access_log_blocks_requests_check', BLOCK_SHAPE_CHECK)
@Index('access_log_blocks_batch', ['batchId'], { unique: true })
@Index('access_log_blocks_first', ['firstAt'])
@Index('access_log_blocks_last', ['lastAt', 'id'])
// An expression index (the block's span), which the entity cannot describe: the migration makes it.
@Index('access_log_blocks_span', { synchronize: false })
export class AccessLogBlockEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  /** The gateway's id of the batch: a batch sent again after a lost answer is stored once. */
  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ name: 'first_at', type: 'timestamptz' })
  firstAt!: Date;

  @Column({ name: 'last_at', type: 'timestamptz' })
  lastAt!: Date;

  /** Milliseconds since the epoch that the offsets count from. */
  @Column({ type: 'bigint' })
  since!: string;

  @Column({ type: 'text', array: true })
  texts!: string[];

  @Column({ type: 'integer', array: true })
  offsets!: number[];

  @Column({ type: 'integer', array: true })
  ips!: number[];

  @Column({ type: 'integer', array: true })
  methods!: number[];

  @Column({ type: 'integer', array: true })
  urls!: number[];

  @Column({ type: 'smallint', array: true })
  statuses!: number[];

  @Column({ type: 'integer', array: true })
  redirects!: (number | null)[];

  @Column({ name: 'user_agents', type: 'integer', array: true })
  userAgents!: (number | null)[];

  /** Each request's place in the block as stored, once retention cut some (their ids stay); else null. */
  @Column({ type: 'smallint', array: true, nullable: true })
  places!: number[] | null;
}
