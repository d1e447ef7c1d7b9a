import { Inject, Injectable, Logger } from '@nestjs/common';
import { I18nPatterns, interfaceStringsFor, serverStringsOf, type Language, type Translation } from '@stagelink/contracts';
import { RedisConnection } from '../common/redis.module';
import { RpcClient } from '../common/rpc-client';
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
 * `content-changed` event does it for the writes of translation jobs. A Redis failure is
 * answered from the service, never an error for the visitor.
 */
@Injectable()
export class TranslatedContent {
  private readonly logger = new Logger(TranslatedContent.name);
  private readonly enabled: boolean;
  // Moves on each invalidation: a read begun before it must not store what it read.
  private generation = 0;
  /** What this gateway read in the last second: a burst of page views costs one Redis read per key. */
  private readonly recent = new Map<string, { value: string; until: number }>();
  /** Each language's interface strings as JSON text, made once per text of the translations. */
  private strings: { source: string; byLanguage: Map<Language, string> } = { source: '', byLanguage: new Map() };

  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.enabled = config.publicCacheSeconds > 0;
  }

  /** `GET /api/translations`: every key with its texts. */
  translationsJson(): Promise<string> {
    return this.cached(KEYS.translations, null, TRANSLATIONS_CACHE_SECONDS, () => this.rpc.send(I18nPatterns.listTranslations, {}));
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
    return this.cached(KEYS.content, `profile:${profileId}:${language}`, CONTENT_CACHE_SECONDS, () =>
      this.rpc.send(I18nPatterns.getProfileContent, { profileId, language }),
    );
  }

  /** Every section's content in one language (visible or not: callers filter). */
  sectionContentsJson(language: Language): Promise<string> {
    return this.cached(KEYS.content, `sections:${language}`, CONTENT_CACHE_SECONDS, () =>
      this.rpc.send(I18nPatterns.listSectionContents, { language }),
    );
  }

  /** After any change to the owner's words; a Redis failure is logged, the copies then expire on their own. */
  async invalidate(): Promise<void> {
    this.generation += 1;
    this.recent.clear();
    await this.redis.client.del(KEYS.translations, KEYS.content).catch((error: unknown) => {
      this.logger.error({ err: error }, 'Translation cache not cleared; visitors see the change when it expires');
    });
  }

  private async cached(key: string, field: string | null, seconds: number, load: () => Promise<unknown>): Promise<string> {
    if (!this.enabled) return JSON.stringify(await load());
    const recentKey = `${key}|${field ?? ''}`;
    const recent = this.recent.get(recentKey);
    if (recent && recent.until > Date.now()) return recent.value;
    const generation = this.generation;
    const value = await this.lookUp(key, field, seconds, load, generation);
    if (generation === this.generation) this.recent.set(recentKey, { value, until: Date.now() + RECENT_MS });
    return value;
  }

  private async lookUp(
    key: string,
    field: string | null,
    seconds: number,
    load: () => Promise<unknown>,
    generation: number,
  ): Promise<string> {
    const hit = await (field === null ? this.redis.client.get(key) : this.redis.client.hget(key, field)).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Translation cache read failed; asking the service');
      return null;
    });
    if (hit !== null) return hit;
    const json = JSON.stringify(await load());
    if (generation === this.generation) await this.store(key, field, json, seconds);
    return json;
  }

  private async store(key: string, field: string | null, json: string, seconds: number): Promise<void> {
    const write =
      field === null
        ? this.redis.client.set(key, json, 'EX', seconds)
        : // The hash lives `seconds` from its first field: every field is at most that old.
          this.redis.client.multi().hset(key, field, json).expire(key, seconds, 'NX').exec();
    await write.catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'Translation cache write failed');
    });
  }
}
