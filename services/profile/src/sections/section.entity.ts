import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ProfileEntity } from '../profiles/profile.entity';

@Entity({ schema: 'profile', name: 'sections' })
@Index('sections_profile_order', ['profileId', 'order', 'id'])
@Check('sections_window_in_order', `"visible_until" > "visible_from"`)
export class SectionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'profile_id', type: 'integer' })
  profileId!: number;

  /** Declared for the foreign key (a profile's sections go with it); reads use profileId. */
  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'sections_profile_id_fkey' })
  profile?: ProfileEntity;

  @Column({ type: 'varchar', length: 50 })
  type!: string;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'jsonb', default: {} })
  data!: Record<string, unknown>;

  @Column({ type: 'integer', default: 0 })
  order!: number;

  /** Seeded demo content, which the owner can clear. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @Column({ name: 'is_visible', type: 'boolean', default: true })
  isVisible!: boolean;

  /** Shown from/until these instants, when set (docs/decisions.md, D-120). */
  @Column({ name: 'visible_from', type: 'timestamptz', nullable: true })
  visibleFrom!: Date | null;

  @Column({ name: 'visible_until', type: 'timestamptz', nullable: true })
  visibleUntil!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
