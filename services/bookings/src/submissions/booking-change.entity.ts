import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BOOKING_CHANGE_ACTIONS, type BookingChangeAction, type BookingStatus } from '@stagelink/contracts';
import { BookingSubmissionEntity } from './booking-submission.entity';

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** One change the owner made to a booking: a step, a step back, an archive (docs/decisions.md, D-114). */
@Entity({ schema: 'bookings', name: 'booking_changes' })
@Check('booking_changes_action_check', `"action" IN (${listOf(BOOKING_CHANGE_ACTIONS)})`)
@Index('booking_changes_booking', ['bookingId', 'id'])
export class BookingChangeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'booking_id', type: 'integer' })
  bookingId!: number;

  @ManyToOne(() => BookingSubmissionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'booking_changes_booking_fk' })
  booking?: BookingSubmissionEntity;

  @Column({ type: 'varchar', length: 10 })
  action!: BookingChangeAction;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus!: BookingStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20, nullable: true })
  toStatus!: BookingStatus | null;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;
}
