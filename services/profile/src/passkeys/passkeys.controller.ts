import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PasskeyCredentialIdDto,
  PasskeyIdDto,
  PasskeyPatterns,
  PasskeyUseDto,
  RecordPasskeyDto,
  RenamePasskeyDto,
  subjectOf,
  type Passkey,
  type PasskeyCredential,
} from '@stagelink/contracts';
import { PasskeysService } from './passkeys.service';

@Controller()
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @MessagePattern(subjectOf(PasskeyPatterns.record))
  record(@Payload() passkey: RecordPasskeyDto): Promise<Passkey> {
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
  credential(@Payload() request: PasskeyCredentialIdDto): Promise<PasskeyCredential> {
    return this.passkeys.credential(request.credentialId);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.recordUse))
  recordUse(@Payload() use: PasskeyUseDto): Promise<Passkey> {
    return this.passkeys.recordUse(use.credentialId, use.counter);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.rename))
  rename(@Payload() request: RenamePasskeyDto): Promise<Passkey> {
    return this.passkeys.rename(request.id, request.name);
  }

  @MessagePattern(subjectOf(PasskeyPatterns.remove))
  remove(@Payload() request: PasskeyIdDto): Promise<Passkey> {
    return this.passkeys.remove(request.id);
  }
}
