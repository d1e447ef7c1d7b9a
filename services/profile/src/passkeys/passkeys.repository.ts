import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MAX_PASSKEYS, type RecordPasskeyDto } from '@stagelink/contracts';
import { PasskeyEntity } from './passkey.entity';

/** The only place with the passkeys' queries. */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>) {}

  /**
   * Stores the passkey unless the owner has MAX_PASSKEYS already, in one statement, so two adds
   * at once cannot pass the cap; null when full, 'taken' when the credential is stored already.
   */
  async insertWithinCap(passkey: RecordPasskeyDto): Promise<PasskeyEntity | null | 'taken'> {
    const rows = (await this.passkeys.query(
      `INSERT INTO profile.passkeys (credential_id, public_key, counter, transports, backed_up, name)
       SELECT $1, decode($2, 'base64'), $3, $4::jsonb, $5, $6
       WHERE (SELECT count(*) FROM profile.passkeys) < $7
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING id`,
      [
        passkey.credentialId,
        Buffer.from(passkey.publicKey, 'base64url').toString('base64'),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.backedUp,
        passkey.name,
        MAX_PASSKEYS,
      ],
    )) as { id: number }[];
    const id = rows[0]?.id;
    if (id !== undefined) return this.passkeys.findOneByOrFail({ id });
    return (await this.passkeys.existsBy({ credentialId: passkey.credentialId })) ? 'taken' : null;
  }

  listNewestFirst(): Promise<PasskeyEntity[]> {
    return this.passkeys.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findByCredentialId(credentialId: string): Promise<PasskeyEntity | null> {
    return this.passkeys.findOneBy({ credentialId });
  }

  /** Records a sign-in; the counter only ever grows, so a replayed older answer changes nothing. */
  async recordUse(credentialId: string, counter: number): Promise<PasskeyEntity | null> {
    await this.passkeys
      .createQueryBuilder()
      .update()
      .set({ counter: () => `GREATEST(counter, :counter)`, lastUsedAt: () => 'now()' })
      .where('credential_id = :credentialId', { credentialId })
      .setParameter('counter', counter)
      .execute();
    return this.findByCredentialId(credentialId);
  }

  async rename(id: number, name: string): Promise<PasskeyEntity | null> {
    await this.passkeys.update({ id }, { name });
    return this.passkeys.findOneBy({ id });
  }

  async remove(id: number): Promise<PasskeyEntity | null> {
    const passkey = await this.passkeys.findOneBy({ id });
    if (passkey) await this.passkeys.delete({ id });
    return passkey;
  }
}
