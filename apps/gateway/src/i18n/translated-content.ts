import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { I18nEvents, I18nPatterns, interfaceStringsFor, serverStringsOf, type Language, type Translation } from '@stagelink/contracts';
import { NatsEvents } from '../common/nats-events';
import { RedisConnection } from '../common/redis.module';
import { RpcClient } from '../common/rpc-client';
import { SharedTextCache, type CacheEntry } from '../common/shared-text-cache';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** Spec section 9: interface translations are kept 5 minutes, profile and section content 2. */
export const TRANSLATIONS_CACHE_SECONDS = 300;
export const CONTENT_CACHE_SECONDS = 120;

const RECENT_MS = 1000;
const KEYS = { translations: 'cache:i18n:translations', content: 'cache:i18n:content' } as const;

/**
 * The owner's words in other languages as visitors read them, from Redis as ready JSON text
 * (docs/decisions.md, D-70). The content of every language lives in one Redis hash, so one
 * DEL forgets all of it: the gateway's own writes do that at once, and the i18n service's
 * `content-changed` event, which every gateway hears, does it for every write, a translation
 * job's included (D-75). A Redis failure is answered from the service, never an error for the visitor.
 */
@Injectable()
export class TranslatedContent implements OnApplicationBootstrap {
  private readonly cache: SharedTextCache;
  private readonly logger = new Logger(TranslatedContent.name);
  /** Each language's interface strings as JSON text, made once per text of the translations. */
  private strings: { source: string; byLanguage: Map<Language, string> } = { source: '', byLanguage: new Map() };

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: NatsEvents,
    redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cache = new SharedTextCache(redis, { name: 'i18n', enabled: config.publicCacheSeconds > 0, recentMs: RECENT_MS });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.events.listen(I18nEvents.contentChanged, () => void this.invalidate());
  }

  /** `GET /api/translations`: every key with its texts. */
  translationsJson(): Promise<string> {
    return this.cached({ key: KEYS.translations }, TRANSLATIONS_CACHE_SECONDS, () => this.rpc.send(I18nPatterns.listTranslations, {}));
  }

  /**
   * A language's interface strings in spec section 9's lookup order, the owner's translations
   * first, as JSON text for the page; without the service the built-in strings serve alone.
   */
  async interfaceStringsJson(language: Language): Promise<string> {
    const source = await this.translationsJson().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Interface translations unavailable; the page gets the built-in strings');
      return '[]';
    });
    if (this.strings.source !== source) this.strings = { source, byLanguage: new Map() };
    let json = this.strings.byLanguage.get(language);
    if (json === undefined) {
      json = JSON.stringify(interfaceStringsFor(language, serverStringsOf(JSON.parse(source) as Translation[], language)));
      this.strings.byLanguage.set(language, json);
    }
    return json;
  }

  profileContentJson(profileId: number, language: Language): Promise<string> {
    return this.cached({ key: KEYS.content, field: `profile:${profileId}:${language}` }, CONTENT_CACHE_SECONDS, () =>
      this.rpc.send(I18nPatterns.getProfileContent, { profileId, language }),
    );
  }

  /** Every section's content in one language (visible or not: callers filter). */
  sectionContentsJson(language: Language): Promise<string> {
    return this.cached({ key: KEYS.content, field: `sections:${language}` }, CONTENT_CACHE_SECONDS, () =>
      this.rpc.send(I18nPatterns.listSectionContents, { language }),
    );
  }

  /** After any change to the owner's words; a Redis failure is logged, the copies then expire on their own. */
  async invalidate(): Promise<void> {
    await this.cache.invalidate(Object.values(KEYS));
  }

  private cached(entry: CacheEntry, seconds: number, load: () => Promise<unknown>): Promise<string> {
    // The hash lives `seconds` from its first field: every field is at most that old.
    return this.cache.get(entry, seconds, async () => JSON.stringify(await load()));
  }
}
