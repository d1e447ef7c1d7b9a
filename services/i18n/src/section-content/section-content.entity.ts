import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { FieldOrigins } from '../content/field-origins';

@Entity({ schema: 'i18n', name: 'section_content' })
@Unique('section_content_one_per_language', ['sectionId', 'language'])
@Index('section_content_language', ['language'])
export class SectionContentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'section_id', type: 'integer' })
  sectionId!: number;

  @Column({ type: 'varchar', length: 10 })
  language!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  title!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  data!: Record<string, unknown> | null;

  /** Field → who wrote it, and for the machine the hash of the source it translated (docs/decisions.md, D-69). */
  @Column({ type: 'jsonb', default: {} })
  origins!: FieldOrigins;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
