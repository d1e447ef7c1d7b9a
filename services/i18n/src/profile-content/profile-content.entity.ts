import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { FieldOrigins } from '../content/field-origins';

@Entity({ schema: 'i18n', name: 'profile_content' })
@Unique('profile_content_one_per_language', ['profileId', 'language'])
export class ProfileContentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'profile_id', type: 'integer' })
  profileId!: number;

  @Column({ type: 'varchar', length: 10 })
  language!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The booking button's and dialog's texts by key (docs/decisions.md, D-140); a key absent is no translation. */
  @Column({ name: 'booking_texts', type: 'jsonb', default: {} })
  bookingTexts!: Record<string, string>;

  /** Field → who wrote it, and for the machine the hash of the source it translated (docs/decisions.md, D-69). */
  @Column({ type: 'jsonb', default: {} })
  origins!: FieldOrigins;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
