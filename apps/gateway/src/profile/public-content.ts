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
  private parsedSections: { json: string; sections: Section[] } | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlSeconds = config.publicCacheSeconds;
  }

  /** `GET /api/profile` for visitors: tracking settings left out (decisions.md). */
  profileJson(): Promise<string> {
    return this.cached(KEYS.profile, async () => (await this.loadProfile()).profile);
  }

  async trackingSettings(): Promise<TrackingSettings> {
    return JSON.parse(await this.cached(KEYS.tracking, async () => (await this.loadProfile()).tracking)) as TrackingSettings;
  }

  visibleSectionsJson(): Promise<string> {
    return this.cached(KEYS.sections, async () => JSON.stringify(await this.rpc.send(ProfilePatterns.listSections, { visibleOnly: true })));
  }

  /** A section visitors can see, or null: what likes are checked against. */
  async visibleSection(id: number): Promise<Section | null> {
    const json = await this.visibleSectionsJson();
    // Parsed once per cached text, not once per like.
    if (this.parsedSections?.json !== json) this.parsedSections = { json, sections: JSON.parse(json) as Section[] };
    return this.parsedSections.sections.find((section) => section.id === id) ?? null;
  }

  /** Called when the owner changes what visitors see. */
  async invalidate(): Promise<void> {
    this.recent.clear();
    await this.redis.client.del(...Object.values(KEYS));
  }

  /** One profile call fills both cached halves of it. */
  private async loadProfile(): Promise<{ profile: string; tracking: string }> {
    const { trackingSettings, ...publicProfile } = await this.rpc.send(ProfilePatterns.get, {});
    const loaded = { profile: JSON.stringify(publicProfile), tracking: JSON.stringify(trackingSettings) };
    await this.store(KEYS.profile, loaded.profile);
    await this.store(KEYS.tracking, loaded.tracking);
    return loaded;
  }

  private async cached(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlSeconds === 0) return load();
    const recent = this.recent.get(key);
    if (recent && recent.until > Date.now()) return recent.value;
    const hit = await this.redis.client.get(key).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Public cache read failed; asking the service');
      return null;
    });
    const value = hit ?? (await load());
    if (hit === null) await this.store(key, value);
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
