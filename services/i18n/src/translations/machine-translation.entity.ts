import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the provider answered for a source text, so the same words are never sent (or paid
 * for) twice, whichever field they are in (docs/decisions.md, D-68).
 */
@Entity({ schema: 'i18n', name: 'machine_translations' })
export class MachineTranslationEntity {
  /** SHA-256 of the source language and text (source-hash.ts). */
  @PrimaryColumn({ name: 'source_hash', type: 'char', length: 64 })
  sourceHash!: string;

  @PrimaryColumn({ name: 'target_language', type: 'varchar', length: 10 })
  targetLanguage!: string;

  @Column({ type: 'text' })
  translated!: string;

  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
