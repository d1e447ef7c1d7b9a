import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { cacheLookups, tallyOf, type Tally } from '@stagelink/nest-kit';
import type { RedisConnection } from './redis.module';

/** Where a text lives in Redis: a key of its own, or a field of a hash that is forgotten as one. */
export interface CacheEntry {
  key: string;
  field?: string;
}

export interface SharedTextCacheOptions {
  /** Names the cache's keys' family: its version lives at `cache:<name>:version`. */
  name: string;
  enabled: boolean;
  /** How long each gateway keeps its own copy of what it read, so a burst costs one Redis read. */
  recentMs: number;
}

/*
 * Stores a value only while the cache's version is the one read before the value was loaded.
 * KEYS: version, entry. ARGV: expected version, value, seconds, hash field ('' for a plain key).
 */
const STORE_IF_CURRENT = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
if ARGV[4] == '' then
  redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
else
  redis.call('HSET', KEYS[2], ARGV[4], ARGV[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3], 'NX')
end
return 1`;

/**
 * Ready JSON texts shared by every gateway through Redis, with each gateway's own copy of the
 * last second on top (docs/decisions.md, D-75). An owner's change must reach every gateway and
 * must not be undone by a read that began before it: invalidating moves the cache's version in
 * Redis in the same transaction that deletes the entries, and a text loaded under an older
 * version is never stored. Each gateway forgets its own copies when it hears of the change
 * (`forgetLocal`). Redis failing is never the visitor's error: the loader answers instead.
 * And while the loader cannot answer (its service away: a 503), each gateway answers with the
 * last text it had, however old, so the page stays up through an outage (docs/decisions.md, D-97).
 */
export class SharedTextCache {
  private readonly logger: Logger;
  private readonly versionKey: string;
  private readonly recent = new Map<string, { value: string; until: number }>();
  private readonly lookups = new Map<string, Promise<string>>();
  /** The last text of each entry, kept without an end for the loader's outages; a few entries per language. */
  private readonly lastGood = new Map<string, string>();
  private readonly servingLast = new Set<string>();
  // Moves on each local forget: a read begun before it must not keep what it read.
  private generation = 0;
  /** Lookups answered from a copy (this gateway's or Redis's) or by the loader, for Prometheus (D-154). */
  private readonly hits: Tally;
  private readonly misses: Tally;

  constructor(
    private readonly redis: RedisConnection,
    private readonly options: SharedTextCacheOptions,
  ) {
    this.logger = new Logger(`SharedTextCache:${options.name}`);
    this.versionKey = `cache:${options.name}:version`;
    this.hits = tallyOf(cacheLookups(), { service: 'gateway', cache: options.name, result: 'hit' });
    this.misses = tallyOf(cacheLookups(), { service: 'gateway', cache: options.name, result: 'miss' });
  }

  /**
   * This gateway's copy, else Redis, else `load`, whose answer is stored for `seconds`. Readers
   * that miss together share one lookup, so an expiry under load costs one call, not one per visitor;
   * a reader that joins a lookup in flight is not counted again as a hit or a miss.
   */
  get(entry: CacheEntry, seconds: number, load: () => Promise<string>): Promise<string> {
    if (!this.options.enabled) return load();
    const id = idOf(entry);
    const recent = this.recent.get(id);
    if (recent && recent.until > Date.now()) {
      this.hits.value += 1;
      return Promise.resolve(recent.value);
    }
    const shared = this.lookups.get(id);
    if (shared) return shared;
    const lookup: Promise<string> = this.lookUp(id, entry, seconds, load).finally(() => {
      if (this.lookups.get(id) === lookup) this.lookups.delete(id);
    });
    this.lookups.set(id, lookup);
    return lookup;
  }

  /** This gateway's copy of the last second, without waiting for anything; null when it has none (D-135). */
  recentCopy(entry: CacheEntry): string | null {
    if (!this.options.enabled) return null;
    const recent = this.recent.get(idOf(entry));
    if (!recent || recent.until <= Date.now()) return null; // the caller's `get` counts the lookup
    this.hits.value += 1;
    return recent.value;
  }

  /**
   * After the owner changed what these entries hold: every gateway's next read loads anew.
   * A Redis failure is logged, not thrown: the change is saved, and the copies expire on their own.
   */
  async invalidate(keys: readonly string[]): Promise<void> {
    this.forgetLocal();
    await this.redis.client
      .multi()
      .incr(this.versionKey)
      .del(...keys)
      .exec()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'Cache not cleared; visitors see the change when it expires');
      });
  }

  /** Forgets this gateway's own copies, when another gateway made a change. */
  forgetLocal(): void {
    this.generation += 1;
    this.recent.clear();
    this.lookups.clear();
  }

  private async lookUp(id: string, entry: CacheEntry, seconds: number, load: () => Promise<string>): Promise<string> {
    const generation = this.generation;
    const [version, hit] = await this.read(entry);
    if (hit !== null) this.lastGood.set(id, hit);
    if (hit === null) this.misses.value += 1;
    else this.hits.value += 1;
    const { value, fresh } = hit === null ? await this.loadOrLast(id, load) : { value: hit, fresh: true };
    if (hit === null && version !== null && fresh) await this.store(entry, value, seconds, version);
    if (generation === this.generation) this.recent.set(id, { value, until: Date.now() + this.options.recentMs });
    return value;
  }

  /** The loader's answer; while it answers 503 (its service away), the last text this gateway had. */
  private async loadOrLast(id: string, load: () => Promise<string>): Promise<{ value: string; fresh: boolean }> {
    try {
      const value = await load();
      this.lastGood.set(id, value);
      if (this.servingLast.delete(id)) this.logger.log({ entry: id }, 'Serving fresh copies again');
      return { value, fresh: true };
    } catch (error) {
      const last = this.lastGood.get(id);
      if (last === undefined || !(error instanceof ServiceUnavailableException)) throw error;
      if (!this.servingLast.has(id)) this.logger.warn({ entry: id, err: error }, 'Its service cannot answer; serving the last copy');
      this.servingLast.add(id);
      return { value: last, fresh: false };
    }
  }

  /** The version and the entry in one round trip; on a Redis failure, neither. */
  private async read({ key, field }: CacheEntry): Promise<[version: string | null, hit: string | null]> {
    const pipeline = this.redis.client.pipeline().get(this.versionKey);
    if (field === undefined) pipeline.get(key);
    else pipeline.hget(key, field);
    try {
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      const [[, version], [, hit]] = results as [[null, string | null], [null, string | null]];
      return [version ?? '0', hit];
    } catch (error) {
      this.logger.warn({ err: error, key }, 'Cache read failed; asking the service');
      return [null, null];
    }
  }

  private async store({ key, field }: CacheEntry, value: string, seconds: number, version: string): Promise<void> {
    await this.redis.client
      .eval(STORE_IF_CURRENT, 2, this.versionKey, key, version, value, seconds, field ?? '')
      .catch((error: unknown) => this.logger.warn({ err: error, key }, 'Cache write failed'));
  }
}

function idOf({ key, field }: CacheEntry): string {
  return field === undefined ? key : `${key}|${field}`;
}
