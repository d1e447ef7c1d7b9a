import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BOOKING_STATUSES } from '@stagelink/contracts';

@Entity({ schema: 'bookings', name: 'booking_submissions' })
@Check('booking_submissions_status_check', `"status" IN (${BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`)
// Newest first, which TypeORM cannot say: the migration made it, and TypeORM leaves it be.
@Index('booking_submissions_submitted', { synchronize: false })
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
}
