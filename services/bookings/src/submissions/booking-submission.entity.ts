import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
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
}
