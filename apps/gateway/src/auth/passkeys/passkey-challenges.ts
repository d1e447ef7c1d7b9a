import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { RedisConnection } from '../../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig } from '../../config/gateway-config';

export type ChallengePurpose = 'register' | 'login';

/** How long the browser has to answer a challenge; the options ask the authenticator for less. */
export const CHALLENGE_SECONDS = 180;

/**
 * WebAuthn challenges (docs/decisions.md, D-95), each valid for one purpose, one binding (the
 * owner's session for an added passkey), CHALLENGE_SECONDS and one use. A challenge carries its
 * own terms and a keyed signature of them, so handing one out stores nothing: anyone may ask for
 * a sign-in challenge, and a flood of asks cannot fill Redis. Its single use is recorded in Redis
 * only once a passkey has answered it, with a key that expires with the challenge.
 */
@Injectable()
export class PasskeyChallenges {
  private readonly secret: string;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.secret = config.visitorSecret;
  }

  issue(purpose: ChallengePurpose, binding = ''): string {
    const expires = Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS;
    const nonce = randomBytes(16).toString('base64url');
    return `${purpose}.${expires}.${nonce}.${this.sign(purpose, binding, expires, nonce)}`;
  }

  /**
   * Whether the challenge the browser signed (as WebAuthn's client data carries it: the base64url
   * of the issued text) is one of ours for this purpose and binding, and still in time.
   */
  isValid(signed: string, purpose: ChallengePurpose, binding = ''): boolean {
    const terms = termsOf(signed);
    if (!terms || terms.purpose !== purpose || terms.expires * 1000 <= Date.now()) return false;
    const expected = Buffer.from(this.sign(purpose, binding, terms.expires, terms.nonce));
    const given = Buffer.from(terms.mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Records the challenge as answered; false when it was answered before (a replay). */
  async markUsed(signed: string): Promise<boolean> {
    const terms = termsOf(signed);
    if (!terms) return false;
    const seconds = Math.max(1, terms.expires - Math.floor(Date.now() / 1000));
    return (await this.redis.client.set(`passkey:used:${terms.nonce}`, '1', 'EX', seconds, 'NX')) === 'OK';
  }

  private sign(purpose: string, binding: string, expires: number, nonce: string): string {
    return createHmac('sha256', this.secret).update(`passkey-challenge:v1:${purpose}:${binding}:${expires}:${nonce}`).digest('base64url');
  }
}

function termsOf(signed: string): { purpose: string; expires: number; nonce: string; mac: string } | null {
  const parts = Buffer.from(signed, 'base64url').toString('utf8').split('.');
  if (parts.length !== 4) return null;
  const [purpose = '', expires = '', nonce = '', mac = ''] = parts;
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  return { purpose, expires: Number(expires), nonce, mac };
}
