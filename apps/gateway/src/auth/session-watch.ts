import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { AdminSessionStore } from './admin-session.store';

/**
 * How often an open stream's session is looked at. A stream stops at most this long, plus one
 * Redis read, after its session ends, whatever ended it and on whichever gateway: a logout, "log
 * out everywhere", a changed password or an expiry (docs/decisions.md, D-94).
 */
export const SESSION_WATCH_MS = 500;

interface Watcher {
  sessionId: string;
  ended: () => void;
}

/**
 * Ends what a session holds open (the owner's live inbox) once the session is gone. One timer per
 * gateway, running only while something is watched, reads each watched session once per round.
 */
@Injectable()
export class SessionWatch implements OnModuleDestroy {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(private readonly sessions: AdminSessionStore) {}

  /** Calls `ended` once the session has ended; the answer stops watching. */
  watch(sessionId: string, ended: () => void): () => void {
    const watcher: Watcher = { sessionId, ended };
    this.watchers.add(watcher);
    this.timer ??= setInterval(() => void this.check(), SESSION_WATCH_MS).unref();
    return () => this.forget(watcher);
  }

  onModuleDestroy(): void {
    this.watchers.clear();
    this.stop();
  }

  private async check(): Promise<void> {
    // A slow Redis must not pile rounds on top of each other.
    if (this.checking) return;
    this.checking = true;
    try {
      const ids = [...new Set([...this.watchers].map((watcher) => watcher.sessionId))];
      // While Redis is away a session cannot be judged: the stream stays, as any other request would wait.
      const live = await Promise.all(ids.map((id) => this.sessions.isLive(id).catch(() => true)));
      const ended = new Set(ids.filter((_, index) => !live[index]));
      for (const watcher of [...this.watchers]) {
        if (!ended.has(watcher.sessionId)) continue;
        this.forget(watcher);
        watcher.ended();
      }
    } finally {
      this.checking = false;
    }
  }

  private forget(watcher: Watcher): void {
    this.watchers.delete(watcher);
    if (this.watchers.size === 0) this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
