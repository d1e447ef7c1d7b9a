import { FALLBACK_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from '@stagelink/contracts';

/**
 * Reading configuration from the environment, validated at boot: a bad value stops the
 * process with a message that names the variable, instead of failing later on first use.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = ConfigError.name;
  }
}

type Env = Record<string, string | undefined>;

/**
 * The text with the password of every `scheme://user:password@host` in it written `***`: what a
 * boot error prints of DATABASE_URL, REDIS_URL, NATS_URL or S3_ENDPOINT (docs/security.md). It
 * reaches to the last `@` before a space, so a password holding `@` or `/` is hidden whole.
 */
export function withoutUrlPasswords(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):\S*@/gi, '$1:***@');
}

export function readUrl(env: Env, name: string, fallback: string, protocols: readonly string[]): string {
  const value = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${withoutUrlPasswords(value)}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

export function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

export function readList(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/stagelink';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export interface InfraConfig {
  databaseUrl: string;
  natsUrl: string;
  /** How long a NATS request may wait for its answer before it is a 503. */
  rpcTimeoutMs: number;
}

export function readInfraConfig(env: Env = process.env): InfraConfig {
  return {
    databaseUrl: readUrl(env, 'DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:']),
    natsUrl: readUrl(env, 'NATS_URL', DEFAULT_NATS_URL, ['nats:', 'tls:']),
    rpcTimeoutMs: readInteger(env, 'RPC_TIMEOUT_MS', 3000, 100, 60000),
  };
}

/**
 * The country a phone number written without its country code belongs to
 * (`DEFAULT_PHONE_COUNTRY`, an ISO 3166 code; Italy by default): the owner's own country,
 * since the page has already turned the numbers of visitors whose language names a
 * country into full international ones (docs/decisions.md, D-21).
 */
export function readPhoneCountry(env: Env = process.env): PhoneCountry {
  const raw = env.DEFAULT_PHONE_COUNTRY?.trim().toUpperCase();
  if (!raw) return FALLBACK_PHONE_COUNTRY;
  if (!isPhoneCountry(raw)) throw new ConfigError(`DEFAULT_PHONE_COUNTRY must be a two-letter country code, such as IT (got "${raw}")`);
  return raw;
}
