import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  passkeyCredentialIdSchema,
  passkeyIdSchema,
  PasskeyPatterns,
  passkeyUseSchema,
  recordPasskeySchema,
  renamePasskeyMessageSchema,
  subjectOf,
  type Passkey,
  type PasskeyCredential,
  type PasskeyCredentialIdDto,
  type PasskeyIdDto,
  type PasskeyUseDto,
  type RecordPasskeyDto,
  type RenamePasskeyDto,
} from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { PasskeysService } from './passkeys.service';

@Controller()
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @MessagePattern(subjectOf(PasskeyPatterns.record))
  record(@CheckedPayload(recordPasskeySchema) passkey: RecordPasskeyDto): Promise<Passkey> {
    return this.passkeys.record(passkey);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.list))
  list(): Promise<Passkey[]> {
    return this.passkeys.list();
  }

  @MessagePattern(subjectOf(PasskeyPatterns.credentials))
  credentials(): Promise<PasskeyCredential[]> {
    return this.passkeys.credentials();
  }

  @MessagePattern(subjectOf(PasskeyPatterns.credential))
  credential(@CheckedPayload(passkeyCredentialIdSchema) request: PasskeyCredentialIdDto): Promise<PasskeyCredential> {
    return this.passkeys.credential(request.credentialId);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.recordUse))
  recordUse(@CheckedPayload(passkeyUseSchema) use: PasskeyUseDto): Promise<Passkey> {
    return this.passkeys.recordUse(use.credentialId, use.counter);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.rename))
  rename(@CheckedPayload(renamePasskeyMessageSchema) request: RenamePasskeyDto): Promise<Passkey> {
    return this.passkeys.rename(request.id, request.name);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.remove))
  remove(@CheckedPayload(passkeyIdSchema) request: PasskeyIdDto): Promise<Passkey> {
    return this.passkeys.remove(request.id);
  }
}
