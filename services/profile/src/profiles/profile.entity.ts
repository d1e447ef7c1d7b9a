import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  DEFAULT_TIME_ZONE,
  type BackgroundSettings,
  type BookingButtonSettings,
  type BookingModalSettings,
  type FooterSettings,
  type TrackingSettings,
} from '@stagelink/contracts';

@Entity({ schema: 'profile', name: 'profiles' })
export class ProfileEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Seeded demo content, which the owner can clear. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @Column({ name: 'profile_image', type: 'text', nullable: true })
  profileImage!: string | null;

  @Column({ name: 'background_settings', type: 'jsonb' })
  backgroundSettings!: BackgroundSettings;

  @Column({ name: 'footer_settings', type: 'jsonb' })
  footerSettings!: FooterSettings;

  @Column({ name: 'booking_button_settings', type: 'jsonb' })
  bookingButtonSettings!: BookingButtonSettings;

  @Column({ name: 'booking_modal_settings', type: 'jsonb' })
  bookingModalSettings!: BookingModalSettings;

  @Column({ name: 'tracking_settings', type: 'jsonb' })
  trackingSettings!: TrackingSettings;

  /** An IANA name; tour dates end in it (docs/decisions.md, D-122). */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: DEFAULT_TIME_ZONE })
  timeZone!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
