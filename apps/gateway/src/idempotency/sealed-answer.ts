import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What one `Idempotency-Key` of one route opens, derived from the visitor secret, the route and
 * the key: the Redis id the first answer is kept under, the key that seals it, and the key of
 * the body's fingerprint. Without the visitor's key, Redis holds nothing readable: no
 * contact, no message, not even a hash of the body that a guess could be checked against
 * (docs/decisions.md, D-101).
 */
export class KeySecrets {
  readonly redisId: string;
  /** What the bookings service stores under its unique constraint (docs/decisions.md, D-115). */
  readonly submitKey: string;
  private readonly sealKey: Buffer;
  private readonly fingerprintKey: Buffer;

  constructor(secret: string, scope: string, key: string) {
    const material = hmac(secret, `idempotency:v1\n${scope}\n${key}`);
    this.redisId = `idempotency:${hmac(material, 'id').toString('base64url')}`;
    this.submitKey = hmac(material, 'submit').toString('base64url');
    this.sealKey = hmac(material, 'seal');
    this.fingerprintKey = hmac(material, 'fingerprint');
  }

  fingerprint(canonicalBody: string): string {
    return hmac(this.fingerprintKey, canonicalBody).toString('base64url');
  }

  /** AES-256-GCM: a fresh 12-byte nonce, the tag, then the text, base64url. */
  seal(text: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, nonce);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The text, or an error when it was not sealed with this key or was changed since. */
  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value).digest();
}
