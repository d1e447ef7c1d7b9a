import { z } from 'zod';
import { fields, flag, rowId, said, text, wholeNumber } from '../common/field-rules';
import { MAX_ROW_ID } from '../common/limits';
import { MAX_CREDENTIAL_ID_LENGTH, MAX_PASSKEY_NAME_LENGTH, MAX_PUBLIC_KEY_LENGTH, PASSKEY_TRANSPORTS } from './passkeys';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** WebAuthn's signature counter is an unsigned 32-bit number. */
const MAX_SIGNATURE_COUNTER = 4_294_967_295;

const credentialId = () => text({ min: 1, max: MAX_CREDENTIAL_ID_LENGTH, pattern: BASE64URL });
const passkeyName = () => text({ min: 1, max: MAX_PASSKEY_NAME_LENGTH, storable: true });
const counter = () => wholeNumber({ min: 0, max: MAX_SIGNATURE_COUNTER });

/** A passkey the gateway has verified (docs/decisions.md, D-95); the profile service checks it again. */
export const recordPasskeySchema = fields({
  credentialId: credentialId(),
  publicKey: text({ min: 1, max: MAX_PUBLIC_KEY_LENGTH, pattern: BASE64URL }),
  counter: counter(),
  transports: z
    .array(z.enum(PASSKEY_TRANSPORTS, { error: `each value in ${said.oneOf(PASSKEY_TRANSPORTS)}` }), { error: said.array })
    .max(PASSKEY_TRANSPORTS.length, said.maxItems(PASSKEY_TRANSPORTS.length)),
  backedUp: flag(),
  name: passkeyName(),
});
export type RecordPasskeyDto = z.output<typeof recordPasskeySchema>;

export const passkeyCredentialIdSchema = fields({ credentialId: credentialId() });
export type PasskeyCredentialIdDto = z.output<typeof passkeyCredentialIdSchema>;

/** A sign-in made with the passkey: its new counter, and the moment, recorded by the service. */
export const passkeyUseSchema = fields({ credentialId: credentialId(), counter: counter() });
export type PasskeyUseDto = z.output<typeof passkeyUseSchema>;

export const renamePasskeyMessageSchema = fields({ id: rowId(MAX_ROW_ID), name: passkeyName() });
export type RenamePasskeyDto = z.output<typeof renamePasskeyMessageSchema>;

export const passkeyIdSchema = fields({ id: rowId(MAX_ROW_ID) });
export type PasskeyIdDto = z.output<typeof passkeyIdSchema>;
