import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EngagementPatterns,
  ProfilePatterns,
  videoRefsOf,
  type PublicProfile,
  type Section,
  type TrackingSettings,
} from '@stagelink/contracts';
import { RedisConnection } from '../common/redis.module';
import { RpcClient } from '../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

const RECENT_MS = 1000;

const KEYS = {
  profile: 'cache:public:profile',
  tracking: 'cache:public:tracking',
  sections: 'cache:public:sections',
  likeTotals: 'cache:public:like-totals',
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
  // Moves on each invalidation: a read begun before it must not store what it read.
  private generation = 0;
  // Parsed once per cached text, not once per like or page.
  private readonly sectionsParsed = new ParsedText<Section[]>();
  private readonly trackingParsed = new ParsedText<TrackingSettings>();
  private readonly profileParsed = new ParsedText<PublicProfile>();

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

  /** The profile as visitors see it, parsed once per cached text. */
  async profile(): Promise<PublicProfile> {
    return this.profileParsed.of(await this.profileJson());
  }

  async trackingSettings(): Promise<TrackingSettings> {
    return this.trackingParsed.of(await this.cached(KEYS.tracking, async () => (await this.loadProfile()).tracking));
  }

  visibleSectionsJson(): Promise<string> {
    return this.cached(KEYS.sections, async () => {
      const generation = this.generation;
      const json = JSON.stringify(await this.rpc.send(ProfilePatterns.listSections, { visibleOnly: true }));
      await this.store(KEYS.sections, json, generation);
      return json;
    });
  }

  /** The visible sections, parsed once per cached text. */
  async visibleSections(): Promise<Section[]> {
    return this.sectionsParsed.of(await this.visibleSectionsJson());
  }

  /**
   * Every visible video's like total, as JSON text, for the page to show at once. It is as old
   * as the cache allows (PUBLIC_CACHE_SECONDS): the page asks for the newest with the visitor's
   * own likes once it is up (docs/decisions.md, D-55), so a like never empties this cache.
   */
  likeTotalsJson(): Promise<string> {
    return this.cached(KEYS.likeTotals, async () => {
      const generation = this.generation;
      const videos = videoRefsOf(await this.visibleSections());
      const json = JSON.stringify(videos.length ? await this.rpc.send(EngagementPatterns.getVideoLikes, { videos }) : []);
      await this.store(KEYS.likeTotals, json, generation);
      return json;
    });
  }

  /** A section visitors can see, or null: what likes are checked against. */
  async visibleSection(id: number): Promise<Section | null> {
    return (await this.visibleSections()).find((section) => section.id === id) ?? null;
  }

  /**
   * Called when the owner changes what visitors see. A Redis failure is logged, not thrown: the
   * owner's change is saved, and visitors get it when the cached copy expires.
   */
  async invalidate(): Promise<void> {
    this.generation += 1;
    this.recent.clear();
    this.lookups.clear();
    this.profileLoad = null;
    await this.redis.client.del(...Object.values(KEYS)).catch((error: unknown) => {
      this.logger.error({ err: error }, 'Public cache not cleared; visitors see the change when it expires');
    });
  }

  /** One profile call fills both cached halves of it, however many readers missed at once. */
  private loadProfile(): Promise<{ profile: string; tracking: string }> {
    if (this.profileLoad) return this.profileLoad;
    const load = (async () => {
      const generation = this.generation;
      const { trackingSettings, ...publicProfile } = await this.rpc.send(ProfilePatterns.get, {});
      const loaded = { profile: JSON.stringify(publicProfile), tracking: JSON.stringify(trackingSettings) };
      await Promise.all([this.store(KEYS.profile, loaded.profile, generation), this.store(KEYS.tracking, loaded.tracking, generation)]);
      return loaded;
    })().finally(() => {
      if (this.profileLoad === load) this.profileLoad = null;
    });
    this.profileLoad = load;
    return load;
  }

  /**
   * The in-process copy, else Redis, else the loader, which stores what it loads. Readers that
   * miss together share one lookup, so an expiry under load costs one call, not one per visitor.
   */
  private cached(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlSeconds === 0) return load();
    const recent = this.recent.get(key);
    if (recent && recent.until > Date.now()) return Promise.resolve(recent.value);
    const shared = this.lookups.get(key);
    if (shared) return shared;
    const lookup: Promise<string> = this.lookUp(key, load).finally(() => {
      if (this.lookups.get(key) === lookup) this.lookups.delete(key);
    });
    this.lookups.set(key, lookup);
    return lookup;
  }

  private async lookUp(key: string, load: () => Promise<string>): Promise<string> {
    const generation = this.generation;
    const hit = await this.redis.client.get(key).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Public cache read failed; asking the service');
      return null;
    });
    const value = hit ?? (await load());
    if (generation === this.generation) this.recent.set(key, { value, until: Date.now() + RECENT_MS });
    return value;
  }

  /** Stores what was read in `generation`, unless the owner changed something since. */
  private async store(key: string, value: string, generation: number): Promise<void> {
    if (this.ttlSeconds === 0 || generation !== this.generation) return;
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
