import { messagePattern } from '../common/message-pattern';
import type { PasskeyCredentialIdDto, PasskeyIdDto, PasskeyUseDto, RecordPasskeyDto, RenamePasskeyDto } from './passkey-messages.dto';

/** The owner's passkeys (docs/decisions.md, D-95): at most this many, each named by the owner. */
export const MAX_PASSKEYS = 20;
export const MAX_PASSKEY_NAME_LENGTH = 60;
/** WebAuthn caps a credential id at 1023 bytes: 1364 characters of base64url. */
export const MAX_CREDENTIAL_ID_LENGTH = 1364;
/** A COSE public key (an RSA-4096 key is the largest in use) as base64url, with room to spare. */
export const MAX_PUBLIC_KEY_LENGTH = 2048;
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** A passkey as the owner's panel lists it. */
export interface Passkey {
  id: number;
  name: string;
  /** Synced to the owner's other devices by its provider (a backed-up, multi-device credential). */
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What the gateway needs to check a sign-in with one passkey: its public key and signature counter. */
export interface PasskeyCredential {
  id: number;
  credentialId: string;
  /** base64url of the COSE public key. */
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Kept by the profile service, the owner's home; the WebAuthn ceremonies are the gateway's (D-95). */
export const PasskeyPatterns = {
  record: messagePattern<RecordPasskeyDto, Passkey>('profile', 'record-passkey'),
  list: messagePattern<Record<string, never>, Passkey[]>('profile', 'list-passkeys'),
  /** Every credential, for `excludeCredentials` when the owner adds one more. */
  credentials: messagePattern<Record<string, never>, PasskeyCredential[]>('profile', 'list-passkey-credentials'),
  /** NOT_FOUND for a credential that is not (or no longer) the owner's. */
  credential: messagePattern<PasskeyCredentialIdDto, PasskeyCredential>('profile', 'get-passkey-credential'),
  recordUse: messagePattern<PasskeyUseDto, Passkey>('profile', 'record-passkey-use'),
  rename: messagePattern<RenamePasskeyDto, Passkey>('profile', 'rename-passkey'),
  remove: messagePattern<PasskeyIdDto, Passkey>('profile', 'delete-passkey'),
};
