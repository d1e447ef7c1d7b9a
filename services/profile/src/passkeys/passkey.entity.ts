import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One of the owner's passkeys (docs/decisions.md, D-95): a public key, never anything secret. */
@Entity({ schema: 'profile', name: 'passkeys' })
@Check('passkeys_counter_check', '"counter" >= 0')
export class PasskeyEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The authenticator's id of the credential, base64url; a sign-in names it. */
  @Column({ name: 'credential_id', type: 'text', unique: true })
  credentialId!: string;

  /** The COSE public key the signatures are checked with. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey!: Buffer;

  /** The authenticator's signature counter (unsigned 32 bits); a lower one than stored means a cloned key. */
  @Column({ type: 'bigint', default: 0, transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  counter!: number;

  @Column({ type: 'jsonb', default: [] })
  transports!: string[];

  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp!: boolean;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
