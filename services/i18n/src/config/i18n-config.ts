import { z } from 'zod';
import { integerVar, optionalVar, parseEnv, REDIS_VARIABLES, refuse, textVar, urlVar, type Env } from '@stagelink/nest-kit';

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

type Issues = z.core.ParsePayload['issues'];

const DEEPL_FREE_URL = 'https://api-free.deepl.com';
const DEEPL_PRO_URL = 'https://api.deepl.com';

export const I18N_VARIABLES = {
  ...REDIS_VARIABLES,
  NATS_NAMESPACE: textVar('stagelink'),
  TRANSLATION_PROVIDER: optionalVar(),
  LIBRETRANSLATE_URL: optionalVar(),
  LIBRETRANSLATE_API_KEY: optionalVar(),
  DEEPL_API_KEY: optionalVar(),
  DEEPL_API_URL: optionalVar(),
  TRANSLATION_RETRY_ATTEMPTS: integerVar(5, 1, 20),
  TRANSLATION_RETRY_BASE_MS: integerVar(2000, 10, 600_000),
  TRANSLATION_RETRY_MAX_MS: integerVar(300_000, 10, 3_600_000),
  TRANSLATION_TIMEOUT_MS: integerVar(30_000, 100, 300_000),
} as const;

type Variables = z.output<z.ZodObject<typeof I18N_VARIABLES>>;

export const i18nConfigSchema = z.object(I18N_VARIABLES).transform((vars, context): I18nConfig => ({
  redisUrl: vars.REDIS_URL,
  queuePrefix: `${vars.REDIS_KEY_PREFIX}bull:${vars.NATS_NAMESPACE}`,
  provider: providerOf(vars, context.issues),
  retry: {
    attempts: vars.TRANSLATION_RETRY_ATTEMPTS,
    baseDelayMs: vars.TRANSLATION_RETRY_BASE_MS,
    maxDelayMs: vars.TRANSLATION_RETRY_MAX_MS,
    requestTimeoutMs: vars.TRANSLATION_TIMEOUT_MS,
  },
}));

export function readI18nConfig(env: Env = process.env): I18nConfig {
  return parseEnv(i18nConfigSchema, env);
}

/** A provider's address: http or https, without its trailing slash. */
function providerUrl(name: string, value: string, issues: Issues): string {
  const read = z.object({ [name]: urlVar(value, ['http:', 'https:']) }).safeParse({});
  if (read.success) return String(read.data[name]).replace(/\/+$/, '');
  return refuse(issues, value, `${name} ${read.error.issues[0]?.message}`);
}

function providerOf(vars: Variables, issues: Issues): ProviderConfig {
  const kind = vars.TRANSLATION_PROVIDER?.toLowerCase() ?? 'none';
  switch (kind) {
    case 'none':
      return { kind: 'none' };
    case 'libretranslate': {
      const url = vars.LIBRETRANSLATE_URL;
      if (!url) return refuse(issues, vars, 'TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
      return { kind, url: providerUrl('LIBRETRANSLATE_URL', url, issues), apiKey: vars.LIBRETRANSLATE_API_KEY ?? null };
    }
    case 'deepl': {
      const apiKey = vars.DEEPL_API_KEY;
      if (!apiKey) return refuse(issues, vars, 'TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY');
      // Keys of DeepL's free plan end in ":fx" and are only valid on its free endpoint.
      const fallback = apiKey.endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL;
      return { kind, url: providerUrl('DEEPL_API_URL', vars.DEEPL_API_URL ?? fallback, issues), apiKey };
    }
    default:
      return refuse(issues, vars, `TRANSLATION_PROVIDER must be libretranslate, deepl or none (got "${vars.TRANSLATION_PROVIDER}")`);
  }
}
