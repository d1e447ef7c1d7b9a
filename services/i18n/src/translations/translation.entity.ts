import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FieldOrigins } from '../content/field-origins';

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

  /** Language → who wrote its text: built-in default, owner or machine (docs/decisions.md, D-69). */
  @Column({ type: 'jsonb', default: {} })
  origins!: FieldOrigins;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
