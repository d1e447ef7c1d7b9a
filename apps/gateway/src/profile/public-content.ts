import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  EngagementPatterns,
  ProfileEvents,
  ProfilePatterns,
  videoRefsOf,
  type PublicProfile,
  type Section,
  type TrackingSettings,
} from '@stagelink/contracts';
import { NatsEvents } from '../common/nats-events';
import { RedisConnection } from '../common/redis.module';
import { RpcClient } from '../common/rpc-client';
import { SharedTextCache } from '../common/shared-text-cache';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ShownSections, type ShownSectionsAt } from './shown-sections';

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
 * what it read for one second, so a burst of visitors costs one Redis read per second. An
 * owner's change reaches every gateway at once (docs/decisions.md, D-75).
 */
@Injectable()
export class PublicContent implements OnApplicationBootstrap {
  private readonly ttlSeconds: number;
  private readonly cache: SharedTextCache;
  private profileLoad: Promise<{ profile: string; tracking: string }> | null = null;
  // Parsed once per cached text, not once per like or page.
  private readonly sectionsParsed = new ParsedText<Section[]>();
  private readonly shown = new ShownSections();
  private readonly trackingParsed = new ParsedText<TrackingSettings>();
  private readonly profileParsed = new ParsedText<PublicProfile>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: NatsEvents,
    redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlSeconds = config.publicCacheSeconds;
    this.cache = new SharedTextCache(redis, { name: 'public', enabled: this.ttlSeconds > 0, recentMs: RECENT_MS });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.events.listen(ProfileEvents.publicContentChanged, () => this.forgetLocal());
  }

  /** `GET /api/profile` for visitors: tracking settings left out (docs/decisions.md, D-04). */
  profileJson(): Promise<string> {
    return this.cached(KEYS.profile, async () => (await this.loadProfile()).profile);
  }

  /** `profileJson` when this gateway read it within the last second, else null: no I/O (D-135). */
  recentProfileJson(): string | null {
    return this.cache.recentCopy({ key: KEYS.profile });
  }

  /** `shownSections` from this gateway's copy of the last second, else null: no I/O (D-135). */
  recentShownSections(now: number = Date.now()): ShownSectionsAt | null {
    const source = this.cache.recentCopy({ key: KEYS.sections });
    return source === null ? null : this.shown.at(source, this.sectionsParsed.of(source), now);
  }

  /** The profile as visitors see it, parsed once per cached text. */
  async profile(): Promise<PublicProfile> {
    return this.profileParsed.of(await this.profileJson());
  }

  async trackingSettings(): Promise<TrackingSettings> {
    return this.trackingParsed.of(await this.cached(KEYS.tracking, async () => (await this.loadProfile()).tracking));
  }

  /** `GET /api/sections` for visitors: the sections switched on and inside their windows now (D-120). */
  async visibleSectionsJson(): Promise<string> {
    return (await this.shownSections()).json;
  }

  /** The visible sections, parsed once per cached text. */
  async visibleSections(): Promise<Section[]> {
    return (await this.shownSections()).sections;
  }

  /**
   * What visitors see now, and when a section next appears or goes. The cached list holds the
   * switched-on sections with their windows, and is narrowed at each read (docs/decisions.md, D-120).
   */
  async shownSections(now: number = Date.now()): Promise<ShownSectionsAt> {
    const source = await this.cached(KEYS.sections, async () =>
      JSON.stringify(await this.rpc.send(ProfilePatterns.listSections, { visibleOnly: true })),
    );
    return this.shown.at(source, this.sectionsParsed.of(source), now);
  }

  /**
   * Every visible video's like total, as JSON text, for the page to show at once. It is as old
   * as the cache allows (PUBLIC_CACHE_SECONDS): the page asks for the newest with the visitor's
   * own likes once it is up (docs/decisions.md, D-55), so a like never empties this cache.
   */
  likeTotalsJson(): Promise<string> {
    return this.cached(KEYS.likeTotals, async () => {
      const videos = videoRefsOf(await this.visibleSections());
      return JSON.stringify(videos.length ? await this.rpc.send(EngagementPatterns.getVideoLikes, { videos }) : []);
    });
  }

  /** A section visitors can see, or null: what likes are checked against. */
  async visibleSection(id: number): Promise<Section | null> {
    return (await this.visibleSections()).find((section) => section.id === id) ?? null;
  }

  /**
   * Called when the owner changes what visitors see: this gateway and Redis forget at once, and
   * every other gateway when it hears the event. Failures are logged, not thrown: the owner's
   * change is saved, and visitors get it when the cached copies expire.
   */
  async invalidate(): Promise<void> {
    this.profileLoad = null;
    await this.cache.invalidate(Object.values(KEYS));
    await this.events.publish(ProfileEvents.publicContentChanged, {});
  }

  /** Another gateway changed what visitors see: forget this one's own copies. */
  forgetLocal(): void {
    this.profileLoad = null;
    this.cache.forgetLocal();
  }

  private cached(key: string, load: () => Promise<string>): Promise<string> {
    return this.cache.get({ key }, this.ttlSeconds, load);
  }

  /** One profile call fills both cached halves of it, however many readers missed at once. */
  private loadProfile(): Promise<{ profile: string; tracking: string }> {
    if (this.profileLoad) return this.profileLoad;
    const load = (async () => {
      const { trackingSettings, ...publicProfile } = await this.rpc.send(ProfilePatterns.get, {});
      return { profile: JSON.stringify(publicProfile), tracking: JSON.stringify(trackingSettings) };
    })().finally(() => {
      if (this.profileLoad === load) this.profileLoad = null;
    });
    this.profileLoad = load;
    return load;
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
