import { ConfigError, DEFAULT_REDIS_URL, readInteger, readUrl } from '@stagelink/nest-kit';

type Env = Record<string, string | undefined>;

/** Which translation service the jobs call, with what it needs (docs/decisions.md, D-68). */
export type ProviderConfig =
  { kind: 'none' } | { kind: 'libretranslate'; url: string; apiKey: string | null } | { kind: 'deepl'; url: string; apiKey: string };

export interface TranslationRetryConfig {
  /** Tries of one job before it fails with the provider's reason. */
  attempts: number;
  /** Wait before the second try; each next one waits twice as long. */
  baseDelayMs: number;
  /** The longest wait; a provider's `Retry-After` asking for more fails the job at once, saying so. */
  maxDelayMs: number;
  /** How long one provider call may take. */
  requestTimeoutMs: number;
}

export interface I18nConfig {
  redisUrl: string;
  /** The installation's Redis prefix and NATS namespace keep its queue apart (docs/decisions.md, D-35). */
  queuePrefix: string;
  provider: ProviderConfig;
  retry: TranslationRetryConfig;
}

export const I18N_CONFIG = Symbol('I18N_CONFIG');

const DEEPL_FREE_URL = 'https://api-free.deepl.com';
const DEEPL_PRO_URL = 'https://api.deepl.com';

export function readI18nConfig(env: Env = process.env): I18nConfig {
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'stagelink:';
  const namespace = env.NATS_NAMESPACE?.trim() || 'stagelink';
  return {
    redisUrl: readUrl(env, 'REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
    queuePrefix: `${keyPrefix}bull:${namespace}`,
    provider: readProvider(env),
    retry: {
      attempts: readInteger(env, 'TRANSLATION_RETRY_ATTEMPTS', 5, 1, 20),
      baseDelayMs: readInteger(env, 'TRANSLATION_RETRY_BASE_MS', 2000, 10, 600_000),
      maxDelayMs: readInteger(env, 'TRANSLATION_RETRY_MAX_MS', 300_000, 10, 3_600_000),
      requestTimeoutMs: readInteger(env, 'TRANSLATION_TIMEOUT_MS', 30_000, 100, 300_000),
    },
  };
}

function readProvider(env: Env): ProviderConfig {
  const kind = env.TRANSLATION_PROVIDER?.trim().toLowerCase() || 'none';
  switch (kind) {
    case 'none':
      return { kind: 'none' };
    case 'libretranslate': {
      if (!env.LIBRETRANSLATE_URL?.trim()) throw new ConfigError('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
      const url = readUrl(env, 'LIBRETRANSLATE_URL', '', ['http:', 'https:']);
      return { kind, url: url.replace(/\/+$/, ''), apiKey: env.LIBRETRANSLATE_API_KEY?.trim() || null };
    }
    case 'deepl': {
      const apiKey = env.DEEPL_API_KEY?.trim();
      if (!apiKey) throw new ConfigError('TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY');
      // Keys of DeepL's free plan end in ":fx" and are only valid on its free endpoint.
      const fallback = apiKey.endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL;
      return { kind, url: readUrl(env, 'DEEPL_API_URL', fallback, ['http:', 'https:']).replace(/\/+$/, ''), apiKey };
    }
    default:
      throw new ConfigError(`TRANSLATION_PROVIDER must be libretranslate, deepl or none (got "${env.TRANSLATION_PROVIDER}")`);
  }
}
