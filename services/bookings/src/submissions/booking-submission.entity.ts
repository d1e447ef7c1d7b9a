import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BOOKING_STATUSES } from '@stagelink/contracts';

/** Where the owner's e-mail notice of a booking stands (docs/decisions.md, D-48); null: none wanted. */
export const OWNER_NOTICE_STATES = ['pending', 'sent', 'failed'] as const;
export type OwnerNoticeState = (typeof OWNER_NOTICE_STATES)[number];

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

@Entity({ schema: 'bookings', name: 'booking_submissions' })
@Check('booking_submissions_status_check', `"status" IN (${listOf(BOOKING_STATUSES)})`)
@Check('booking_submissions_owner_notice_check', `"owner_notice" IN (${listOf(OWNER_NOTICE_STATES)})`)
// Newest first, overall and per status, and the pending notices: TypeORM cannot say DESC or a
// partial index, so the migrations made them, and TypeORM leaves them be.
@Index('booking_submissions_newest', { synchronize: false })
@Index('booking_submissions_status_newest', { synchronize: false })
@Index('booking_submissions_pending_notice', { synchronize: false })
@Index('booking_submissions_inbox_newest', { synchronize: false })
@Unique('booking_submissions_submit_key', ['submitKey'])
export class BookingSubmissionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'service_type', type: 'varchar', length: 50 })
  serviceType!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status!: string;

  @Column({ name: 'owner_notice', type: 'varchar', length: 10, nullable: true })
  ownerNotice!: OwnerNoticeState | null;

  /** The page's language when it was sent (docs/decisions.md, D-114). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language!: string | null;

  /** The optional fields of Booking Settings (D-116); the date as Postgres's `YYYY-MM-DD` text. */
  @Column({ name: 'event_date', type: 'date', nullable: true })
  eventDate!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  venue!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  budget!: string | null;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;

  /** The HMAC of the submit's `Idempotency-Key` and of its body (D-115); null for a submit without one. */
  @Column({ name: 'submit_key', type: 'varchar', length: 43, nullable: true })
  submitKey!: string | null;

  @Column({ name: 'submit_fingerprint', type: 'varchar', length: 43, nullable: true })
  submitFingerprint!: string | null;
}
