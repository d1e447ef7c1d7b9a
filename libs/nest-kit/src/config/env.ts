import { z } from 'zod';
import { FALLBACK_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from '@stagelink/contracts';
import { booleanVar, choiceVar, integerVar, optionalVar, parseEnv, refuse, textVar, urlVar, type Env } from './env-vars';

/**
 * The variables more than one process reads, as pieces of each process's schema
 * (docs/decisions.md, D-188). A process's schema spreads the ones it reads.
 */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/stagelink';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** Read by every process: how it runs, logs and traces. */
export const PROCESS_VARIABLES = {
  NODE_ENV: optionalVar(),
  /** Read by the contracts' subjects (message-pattern.ts) as it is; checked here. */
  NATS_NAMESPACE: textVar('stagelink'),
  LOG_LEVEL: choiceVar(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  LOG_REQUESTS: booleanVar(false),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalVar().pipe(z.string().url('must be a URL such as http://127.0.0.1:4318').optional()),
  OTEL_BSP_SCHEDULE_DELAY: integerVar(0, 0, 3_600_000),
} as const;

export const INFRA_VARIABLES = {
  DATABASE_URL: urlVar(DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:']),
  NATS_URL: urlVar(DEFAULT_NATS_URL, ['nats:', 'tls:']),
  RPC_TIMEOUT_MS: integerVar(3000, 100, 60000),
} as const;

export interface InfraConfig {
  databaseUrl: string;
  natsUrl: string;
  /** How long a NATS request may wait for its answer before it is a 503. */
  rpcTimeoutMs: number;
}

const infraSchema = z
  .object(INFRA_VARIABLES)
  .transform((vars): InfraConfig => ({ databaseUrl: vars.DATABASE_URL, natsUrl: vars.NATS_URL, rpcTimeoutMs: vars.RPC_TIMEOUT_MS }));

export function readInfraConfig(env: Env = process.env): InfraConfig {
  return parseEnv(infraSchema, env);
}

/**
 * The country a phone number written without its country code belongs to
 * (`DEFAULT_PHONE_COUNTRY`, an ISO 3166 code; Italy by default): the owner's own country,
 * since the page has already turned the numbers of visitors whose language names a
 * country into full international ones (docs/decisions.md, D-21).
 */
export const PHONE_VARIABLES = {
  DEFAULT_PHONE_COUNTRY: optionalVar().transform((value, context): PhoneCountry => {
    const code = value?.toUpperCase();
    if (!code) return FALLBACK_PHONE_COUNTRY;
    if (isPhoneCountry(code)) return code;
    return refuse(context.issues, value, `must be a two-letter country code, such as IT (got "${code}")`);
  }),
} as const;

const phoneSchema = z.object(PHONE_VARIABLES);

export function readPhoneCountry(env: Env = process.env): PhoneCountry {
  return parseEnv(phoneSchema, env).DEFAULT_PHONE_COUNTRY;
}

/** The processes that run queued jobs (the three services with workers). */
export const QUEUE_VARIABLES = { QUEUE_LOCK_MS: integerVar(30_000, 1000, 600_000) } as const;
