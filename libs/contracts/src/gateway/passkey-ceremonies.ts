import { z } from 'zod';
import { boundedText } from '../common/schema-check';
import { isStorableText } from '../common/storable-text';
import { MAX_CREDENTIAL_ID_LENGTH, MAX_PASSKEY_NAME_LENGTH, PASSKEY_TRANSPORTS } from '../profile/passkeys';

/**
 * What the browser sends back from a WebAuthn ceremony (`@simplewebauthn/browser`'s JSON), as the
 * gateway's passkey routes accept it (docs/decisions.md, D-95). Every binary field is base64url and
 * bounded; the library then checks what the bytes say.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

const credentialId = base64url(MAX_CREDENTIAL_ID_LENGTH).min(1, 'must not be empty');
const extensionResults = z.record(z.string(), z.unknown());
const attachment = z.enum(['platform', 'cross-platform']).optional();

export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    // Attestation can carry a certificate chain; "none" attestation is asked for, but the bound allows either.
    attestationObject: base64url(64 * 1024),
    authenticatorData: base64url(64 * 1024).optional(),
    transports: z.array(z.enum(PASSKEY_TRANSPORTS)).max(PASSKEY_TRANSPORTS.length).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

/** A visitor's body: a field the browser does not send is refused (400), as on every public route. */
export const authenticationResponseSchema = z.strictObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.strictObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

export const passkeyNameSchema = boundedText(MAX_PASSKEY_NAME_LENGTH)
  .min(1, 'must not be empty')
  .refine(isStorableText, 'must be plain text');

/** `POST /api/admin/passkeys`: the new passkey's name and the browser's answer to the registration options. */
export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
/** `PUT /api/admin/passkeys/{id}`. */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

export type RegistrationResponse = z.output<typeof registrationResponseSchema>;
export type AuthenticationResponse = z.output<typeof authenticationResponseSchema>;
export type AddPasskeyBody = z.output<typeof addPasskeySchema>;
