import { Inject, Injectable, Logger } from '@nestjs/common';
import { ProfilePatterns, type Section, type TrackingSettings } from '@stagelink/contracts';
import { RedisConnection } from '../common/redis.module';
import { RpcClient } from '../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

const RECENT_MS = 1000;

const KEYS = {
  profile: 'cache:public:profile',
  tracking: 'cache:public:tracking',
  sections: 'cache:public:sections',
} as const;

/**
 * What every visitor gets, read from Redis as ready JSON text, so the hot path needs no NATS
 * round trip. A miss asks the profile service and fills the cache; a Redis failure is logged
 * and answered from the service, never an error for the visitor. On top, each gateway keeps
 * what it read for one second, so a burst of visitors costs one Redis read per second, and
 * another gateway's change shows within that second.
 */
@Injectable()
export class PublicContent {
  private readonly logger = new Logger(PublicContent.name);
  private readonly ttlSeconds: number;
  private readonly recent = new Map<string, { value: string; until: number }>();
  private readonly lookups = new Map<string, Promise<string>>();
  private profileLoad: Promise<{ profile: string; tracking: string }> | null = null;
  // Parsed once per cached text, not once per like or page.
  private readonly sectionsParsed = new ParsedText<Section[]>();
  private readonly trackingParsed = new ParsedText<TrackingSettings>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlSeconds = config.publicCacheSeconds;
  }

  /** `GET /api/profile` for visitors: tracking settings left out (docs/decisions.md, D-04). */
  profileJson(): Promise<string> {
    return this.cached(KEYS.profile, async () => (await this.loadProfile()).profile);
  }

  async trackingSettings(): Promise<TrackingSettings> {
    return this.trackingParsed.of(await this.cached(KEYS.tracking, async () => (await this.loadProfile()).tracking));
  }

  visibleSectionsJson(): Promise<string> {
    return this.cached(KEYS.sections, async () => {
      const json = JSON.stringify(await this.rpc.send(ProfilePatterns.listSections, { visibleOnly: true }));
      await this.store(KEYS.sections, json);
      return json;
    });
  }

  /** A section visitors can see, or null: what likes are checked against. */
  async visibleSection(id: number): Promise<Section | null> {
    const sections = this.sectionsParsed.of(await this.visibleSectionsJson());
    return sections.find((section) => section.id === id) ?? null;
  }

  /** Called when the owner changes what visitors see. */
  async invalidate(): Promise<void> {
    this.recent.clear();
    await this.redis.client.del(...Object.values(KEYS));
  }

  /** One profile call fills both cached halves of it, however many readers missed at once. */
  private loadProfile(): Promise<{ profile: string; tracking: string }> {
    this.profileLoad ??= (async () => {
      const { trackingSettings, ...publicProfile } = await this.rpc.send(ProfilePatterns.get, {});
      const loaded = { profile: JSON.stringify(publicProfile), tracking: JSON.stringify(trackingSettings) };
      await Promise.all([this.store(KEYS.profile, loaded.profile), this.store(KEYS.tracking, loaded.tracking)]);
      return loaded;
    })().finally(() => {
      this.profileLoad = null;
    });
    return this.profileLoad;
  }

  /**
   * The in-process copy, else Redis, else the loader, which stores what it loads. Readers that
   * miss together share one lookup, so an expiry under load costs one call, not one per visitor.
   */
  private cached(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlSeconds === 0) return load();
    const recent = this.recent.get(key);
    if (recent && recent.until > Date.now()) return Promise.resolve(recent.value);
    let lookup = this.lookups.get(key);
    if (!lookup) {
      lookup = this.lookUp(key, load).finally(() => this.lookups.delete(key));
      this.lookups.set(key, lookup);
    }
    return lookup;
  }

  private async lookUp(key: string, load: () => Promise<string>): Promise<string> {
    const hit = await this.redis.client.get(key).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Public cache read failed; asking the service');
      return null;
    });
    const value = hit ?? (await load());
    this.recent.set(key, { value, until: Date.now() + RECENT_MS });
    return value;
  }

  private async store(key: string, value: string): Promise<void> {
    if (this.ttlSeconds === 0) return;
    await this.redis.client.set(key, value, 'EX', this.ttlSeconds).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Public cache write failed');
    });
  }
}

/** The parse of the last text it was given, reused while the text stays the same. */
class ParsedText<T> {
  private last: { text: string; value: T } | null = null;

  of(text: string): T {
    if (this.last?.text !== text) this.last = { text, value: JSON.parse(text) as T };
    return this.last.value;
  }
}
