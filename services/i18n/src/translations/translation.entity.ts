import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ schema: 'i18n', name: 'translations' })
export class TranslationEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  key!: string;

  /** Language code → text. */
  @Column({ type: 'jsonb', default: {} })
  translations!: Record<string, string>;

  @Column({ type: 'varchar', length: 100, default: 'general' })
  category!: string;

  @Column({ type: 'text', nullable: true })
  context!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
