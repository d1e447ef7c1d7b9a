import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedisConnection } from '../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { canonicalJson } from './canonical-json';
import { KeySecrets, sameText } from './sealed-answer';

/** How long a first answer is kept and given again: the 24 hours. */
export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
/** How often a request that found its key in progress looks again. */
const WAIT_STEP_MS = 50;

export interface FirstAnswer {
  status: number;
  body: unknown;
}

/**
 * A claimed key's names for the service that stores the submit: HMACs, never the key itself
 * (docs/decisions.md, D-115).
 */
export interface SubmitKeys {
  submitKey: string;
  submitFingerprint: string;
}

/** Where a request with a key stands (docs/decisions.md, D-101). */
export type Claim =
  | { kind: 'claimed'; submit: SubmitKeys; keep(answer: FirstAnswer): Promise<void>; release(): Promise<void> }
  | { kind: 'answered'; answer: FirstAnswer }
  | { kind: 'other-body' }
  | { kind: 'in-progress' };

type Stored =
  { state: 'pending'; fingerprint: string; holder: string } | { state: 'done'; fingerprint: string; status: number; sealed: string };

// Deletes the pending mark only if it is still this request's: a mark that expired and was
// taken by another request is theirs.
const RELEASE_IF_MINE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * The first answer to each `Idempotency-Key`, in Redis so every gateway gives the same one. A
 * request claims its key with a pending mark (SET NX) before it runs; a second request with
 * the same key and body waits for the first's answer, for at most as long as a live first
 * request can take, then is told to try again (409). A key used again with another body is refused (422).
 */
@Injectable()
export class IdempotentAnswers {
  private readonly logger = new Logger(IdempotentAnswers.name);
  private readonly secret: string;
  /** How long a pending mark lives: longer than the slowest answer (a service's, at most `RPC_TIMEOUT_MS`). */
  readonly pendingMs: number;
  /**
   * How long a request waits for another with its key: as long as a live one can take. A
   * holder that died leaves a mark that outlives this wait, so the waiter is told to try again
   * (409) rather than run while the dead one's work may still land.
   */
  readonly waitMs: number;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.secret = config.visitorSecret;
    this.pendingMs = 2 * config.rpcTimeoutMs + 1000;
    this.waitMs = config.rpcTimeoutMs + 1000;
  }

  async claim(scope: string, key: string, body: unknown): Promise<Claim> {
    const secrets = new KeySecrets(this.secret, scope, key);
    const fingerprint = secrets.fingerprint(canonicalJson(body));
    const pending = JSON.stringify({ state: 'pending', fingerprint, holder: randomBytes(16).toString('base64url') } satisfies Stored);
    const client = this.redis.client;
    const until = Date.now() + this.waitMs;
    for (;;) {
      if (await client.set(secrets.redisId, pending, 'PX', this.pendingMs, 'NX')) return this.claimed(secrets, fingerprint, pending);
      const stored = parseStored(await client.get(secrets.redisId));
      if (stored && !sameText(stored.fingerprint, fingerprint)) return { kind: 'other-body' };
      if (stored?.state === 'done') {
        return { kind: 'answered', answer: { status: stored.status, body: JSON.parse(secrets.open(stored.sealed)) as unknown } };
      }
      if (Date.now() >= until) return { kind: 'in-progress' };
      // Pending elsewhere, or gone between the two calls (released, expired): look again.
      if (stored) await sleep(WAIT_STEP_MS);
    }
  }

  private claimed(secrets: KeySecrets, fingerprint: string, pending: string): Claim {
    const client = this.redis.client;
    return {
      kind: 'claimed',
      submit: { submitKey: secrets.submitKey, submitFingerprint: fingerprint },
      keep: async ({ status, body }) => {
        const done: Stored = { state: 'done', fingerprint, status, sealed: secrets.seal(JSON.stringify(body)) };
        // The answer has been made and stored by the service: the visitor gets it even if
        // Redis fails now. A repeat then runs again once the pending mark has expired.
        await client.set(secrets.redisId, JSON.stringify(done), 'PX', ANSWER_KEPT_MS).catch((error: unknown) => {
          this.logger.warn({ err: error }, 'Could not keep the answer of an idempotent submit');
        });
      },
      release: async () => {
        await client.eval(RELEASE_IF_MINE, 1, secrets.redisId, pending).catch((error: unknown) => {
          this.logger.warn({ err: error }, 'Could not release an idempotency key; it expires by itself');
        });
      },
    };
  }
}

function parseStored(text: string | null): Stored | null {
  return text === null ? null : (JSON.parse(text) as Stored);
}
