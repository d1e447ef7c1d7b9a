import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'bookings', name: 'booking_submissions' })
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
