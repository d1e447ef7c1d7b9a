import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { allOf } from '../common/all-of';
import { MAX_ROW_ID } from '../common/limits';
import { IsStorableText } from '../common/storable-text';
import { MAX_CREDENTIAL_ID_LENGTH, MAX_PASSKEY_NAME_LENGTH, MAX_PUBLIC_KEY_LENGTH, PASSKEY_TRANSPORTS } from './passkeys';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** WebAuthn's signature counter is an unsigned 32-bit number. */
const MAX_SIGNATURE_COUNTER = 4_294_967_295;

const IsCredentialId = () => allOf(IsString(), MinLength(1), MaxLength(MAX_CREDENTIAL_ID_LENGTH), Matches(BASE64URL));
const IsPasskeyName = () => allOf(IsString(), MinLength(1), MaxLength(MAX_PASSKEY_NAME_LENGTH), IsStorableText());
const IsCounter = () => allOf(IsInt(), Min(0), Max(MAX_SIGNATURE_COUNTER));
const IsPasskeyId = () => allOf(IsInt(), Min(1), Max(MAX_ROW_ID));

/** A passkey the gateway has verified (docs/decisions.md, D-95); the profile service checks it again. */
export class RecordPasskeyDto {
  @IsCredentialId()
  credentialId!: string;

  @allOf(IsString(), MinLength(1), MaxLength(MAX_PUBLIC_KEY_LENGTH), Matches(BASE64URL))
  publicKey!: string;

  @IsCounter()
  counter!: number;

  @allOf(IsArray(), ArrayMaxSize(PASSKEY_TRANSPORTS.length), IsIn(PASSKEY_TRANSPORTS, { each: true }))
  transports!: string[];

  @IsBoolean()
  backedUp!: boolean;

  @IsPasskeyName()
  name!: string;
}

export class PasskeyCredentialIdDto {
  @IsCredentialId()
  credentialId!: string;
}

/** A sign-in made with the passkey: its new counter, and the moment, recorded by the service. */
export class PasskeyUseDto {
  @IsCredentialId()
  credentialId!: string;

  @IsCounter()
  counter!: number;
}

export class RenamePasskeyDto {
  @IsPasskeyId()
  id!: number;

  @IsPasskeyName()
  name!: string;
}

export class PasskeyIdDto {
  @IsPasskeyId()
  id!: number;
}
