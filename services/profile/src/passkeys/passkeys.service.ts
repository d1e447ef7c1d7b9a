import { Injectable } from '@nestjs/common';
import { MAX_PASSKEYS, RpcErrorCode, type Passkey, type PasskeyCredential, type RecordPasskeyDto } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { PasskeyEntity } from './passkey.entity';
import { PasskeysRepository } from './passkeys.repository';

/** The owner's passkeys (docs/decisions.md, D-95); the gateway runs the WebAuthn ceremonies and sends what it verified. */
@Injectable()
export class PasskeysService {
  constructor(private readonly passkeys: PasskeysRepository) {}

  async record(passkey: RecordPasskeyDto): Promise<Passkey> {
    const stored = await this.passkeys.insertWithinCap(passkey);
    if (stored === 'taken') throw new DomainError(RpcErrorCode.Conflict, 'This passkey is added already.');
    if (!stored)
      throw new DomainError(RpcErrorCode.Conflict, `You have ${MAX_PASSKEYS} passkeys, the most there can be. Remove one first.`);
    return toPasskey(stored);
  }

  async list(): Promise<Passkey[]> {
    return (await this.passkeys.listNewestFirst()).map(toPasskey);
  }

  async credentials(): Promise<PasskeyCredential[]> {
    return (await this.passkeys.listNewestFirst()).map(toCredential);
  }

  async credential(credentialId: string): Promise<PasskeyCredential> {
    return toCredential(found(await this.passkeys.findByCredentialId(credentialId)));
  }

  async recordUse(credentialId: string, counter: number): Promise<Passkey> {
    return toPasskey(found(await this.passkeys.recordUse(credentialId, counter)));
  }

  async rename(id: number, name: string): Promise<Passkey> {
    return toPasskey(found(await this.passkeys.rename(id, name)));
  }

  async remove(id: number): Promise<Passkey> {
    return toPasskey(found(await this.passkeys.remove(id)));
  }
}

function found(passkey: PasskeyEntity | null): PasskeyEntity {
  if (!passkey) throw new DomainError(RpcErrorCode.NotFound, 'Passkey not found');
  return passkey;
}

function toPasskey(passkey: PasskeyEntity): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    backedUp: passkey.backedUp,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

function toCredential(passkey: PasskeyEntity): PasskeyCredential {
  return {
    id: passkey.id,
    credentialId: passkey.credentialId,
    publicKey: passkey.publicKey.toString('base64url'),
    counter: passkey.counter,
    transports: passkey.transports,
  };
}
