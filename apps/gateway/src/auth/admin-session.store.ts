import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RedisConnection } from '../common/redis.module';
import { PasswordVerifier } from './password-verifier';
import { withoutSessionKeys } from './session-redis-errors';

export interface AdminSession {
  id: string;
  createdAt: number;
}

/** What Redis keeps of a session: never the password, only the keyed fingerprint of its hash (D-94). */
interface StoredSession {
  createdAt: number;
  password?: string;
}

/** OWASP session lifetimes: 12 hours idle, 30 days at most. */
const IDLE_SECONDS = 12 * 60 * 60;
const ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Every session's id by its creation time, so "log out everywhere" finds them all (D-94). */
const INDEX_KEY = 'sessions';

/** Owner sessions live in Redis, so they survive a gateway restart and are shared by replicas. */
@Injectable()
export class AdminSessionStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly password: PasswordVerifier,
  ) {}

  /** A new session, ending the one it replaces (a login from a browser that had one). */
  async replace(previousId: string | undefined): Promise<AdminSession> {
    await this.destroy(previousId);
    const session: AdminSession = { id: randomBytes(32).toString('base64url'), createdAt: Date.now() };
    const stored: StoredSession = { createdAt: session.createdAt, password: this.password.fingerprint };
    await withoutSessionKeys(
      this.redis.client
        .multi()
        .set(keyOf(session.id), JSON.stringify(stored), 'EX', IDLE_SECONDS)
        .zadd(INDEX_KEY, session.createdAt, session.id)
        // Ids older than the longest lifetime belong to sessions that are gone anyway.
        .zremrangebyscore(INDEX_KEY, '-inf', session.createdAt - ABSOLUTE_SECONDS * 1000)
        .exec(),
    );
    return session;
  }

  /** Finds a live session and extends its idle time, never past its absolute lifetime. */
  async find(id: string | undefined): Promise<AdminSession | null> {
    const session = await this.read(id);
    if (!session) return null;
    await withoutSessionKeys(this.redis.client.expire(keyOf(session.id), Math.min(IDLE_SECONDS, session.remainingSeconds)));
    return { id: session.id, createdAt: session.createdAt };
  }

  /** Whether the session still holds, without extending it: an open stream is no sign the owner is there. */
  async isLive(id: string): Promise<boolean> {
    return (await this.read(id)) !== null;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return;
    await withoutSessionKeys(this.redis.client.multi().del(keyOf(id)).zrem(INDEX_KEY, id).exec());
  }

  /** Ends every owner session, on every gateway at once; answers how many were live. */
  async destroyAll(): Promise<number> {
    const ids = await withoutSessionKeys(this.redis.client.zrange(INDEX_KEY, 0, -1));
    if (ids.length === 0) return 0;
    const results = await withoutSessionKeys(
      this.redis.client
        .multi()
        .del(...ids.map(keyOf))
        .zrem(INDEX_KEY, ...ids)
        .exec(),
    );
    return Number(results?.[0]?.[1] ?? 0);
  }

  /** A session that is there, made under the current password and within its absolute lifetime. */
  private async read(id: string | undefined): Promise<(AdminSession & { remainingSeconds: number }) | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const text = await withoutSessionKeys(this.redis.client.get(keyOf(id)));
    if (!text) return null;
    const stored = JSON.parse(text) as StoredSession;
    const remainingSeconds = Math.floor((stored.createdAt + ABSOLUTE_SECONDS * 1000 - Date.now()) / 1000);
    if (remainingSeconds <= 0 || !samePassword(stored.password, this.password.fingerprint)) {
      await this.destroy(id);
      return null;
    }
    return { id, createdAt: stored.createdAt, remainingSeconds };
  }
}

function samePassword(stored: string | undefined, current: string): boolean {
  if (stored === undefined) return false;
  const given = Buffer.from(stored);
  const wanted = Buffer.from(current);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function keyOf(id: string): string {
  return `session:${id}`;
}
