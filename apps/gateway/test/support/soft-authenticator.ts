import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** One passkey the fake authenticator holds: its id, its key and how often it has signed. */
export interface SoftPasskey {
  id: Buffer;
  privateKey: KeyObject;
  signCount: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * A WebAuthn authenticator in software for the gateway's tests, speaking the protocol a browser
 * passes on (W3C WebAuthn level 3): "none" attestation with an ES256 key on create, ECDSA
 * signatures over the authenticator data and the client data's hash on get. The browser's own
 * part (the client data JSON) is written here as Chromium writes it. The end-to-end test uses
 * Chromium's virtual authenticator instead.
 */
export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
    private readonly userVerified = true,
  ) {}

  /** `navigator.credentials.create()` for these options, as `@simplewebauthn/browser` returns its JSON. */
  create(options: { challenge: string }): Record<string, unknown> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const passkey: SoftPasskey = { id: randomBytes(32), privateKey, signCount: 0 };
    this.passkeys.push(passkey);
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cborMap([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const credentialData = Buffer.concat([Buffer.alloc(16), uint16(passkey.id.length), passkey.id, coseKey]);
    const authData = Buffer.concat([this.authDataHead(FLAG_ATTESTED_DATA, 0), credentialData]);
    const attestationObject = cborMap([
      ['fmt', 'none'],
      ['attStmt', { map: [] }],
      ['authData', authData],
    ]);
    return {
      id: passkey.id.toString('base64url'),
      rawId: passkey.id.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()` with the passkey given (the first by default). */
  get(options: { challenge: string }, passkey = this.passkeys[0]): Record<string, unknown> {
    if (!passkey) throw new Error('The soft authenticator holds no passkey');
    passkey.signCount += 1;
    const authData = this.authDataHead(0, passkey.signCount);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), passkey.privateKey);
    return {
      id: passkey.id.toString('base64url'),
      rawId: passkey.id.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }

  private authDataHead(extraFlags: number, signCount: number): Buffer {
    const flags = FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | extraFlags;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([createHash('sha256').update(this.rpId).digest(), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

type CborValue = number | string | Buffer | { map: [CborValue, CborValue][] };

/** The little of CBOR (RFC 8949) a COSE key and an attestation object need: small integers, text, bytes, maps. */
function cborMap(entries: [CborValue, CborValue][]): Buffer {
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, value]) => [cborItem(key), cborItem(value)])]);
}

function cborItem(value: CborValue): Buffer {
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  if (typeof value === 'object') return cborMap(value.map);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
}

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.concat([Buffer.from([(major << 5) | 25]), uint16(length)]);
}
