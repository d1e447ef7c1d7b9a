import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RedisConnection } from '../common/redis.module';

export interface AdminSession {
  id: string;
  createdAt: number;
}

/** OWASP session lifetimes: 12 hours idle, 30 days at most. */
const IDLE_SECONDS = 12 * 60 * 60;
const ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Owner sessions live in Redis, so they survive a gateway restart and are shared by replicas. */
@Injectable()
export class AdminSessionStore {
  constructor(private readonly redis: RedisConnection) {}

  async create(): Promise<AdminSession> {
    const session: AdminSession = { id: randomBytes(32).toString('base64url'), createdAt: Date.now() };
    await this.redis.client.set(keyOf(session.id), JSON.stringify({ createdAt: session.createdAt }), 'EX', IDLE_SECONDS);
    return session;
  }

  /** Finds a live session and extends its idle time, never past its absolute lifetime. */
  async find(id: string | undefined): Promise<AdminSession | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const stored = await this.redis.client.get(keyOf(id));
    if (!stored) return null;
    const { createdAt } = JSON.parse(stored) as { createdAt: number };
    const remainingSeconds = Math.floor((createdAt + ABSOLUTE_SECONDS * 1000 - Date.now()) / 1000);
    if (remainingSeconds <= 0) {
      await this.destroy(id);
      return null;
    }
    await this.redis.client.expire(keyOf(id), Math.min(IDLE_SECONDS, remainingSeconds));
    return { id, createdAt };
  }

  /** Whether the session still exists, without extending it: an open stream is no sign the owner is there. */
  async isLive(id: string): Promise<boolean> {
    return SESSION_ID_PATTERN.test(id) && (await this.redis.client.exists(keyOf(id))) === 1;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (id && SESSION_ID_PATTERN.test(id)) await this.redis.client.del(keyOf(id));
  }
}

function keyOf(id: string): string {
  return `session:${id}`;
}
