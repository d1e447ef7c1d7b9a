import { contactOfKind, natsNamespace } from '@stagelink/contracts';
import { ConfigError, DEFAULT_REDIS_URL, readInteger, readUrl } from './env';

type Env = Record<string, string | undefined>;

export interface RedisConfig {
  redisUrl: string;
  /** Every Redis key starts with it (docs/decisions.md, D-35). */
  redisKeyPrefix: string;
}

export function readRedisConfig(env: Env = process.env): RedisConfig {
  return {
    redisUrl: readUrl(env, 'REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'stagelink:',
  };
}

/**
 * The prefix of a service's BullMQ keys, which refuses ioredis's keyPrefix: under REDIS_KEY_PREFIX
 * and the NATS namespace, which names the installation (D-35), so installations sharing one Redis
 * (a test run beside a developer's site) never run each other's jobs. A test that empties a
 * service's queue names it with this too.
 */
export const bullMqPrefix = (redisKeyPrefix: string): string => `${redisKeyPrefix}${natsNamespace()}:bull`;

/** How the owner hears of a new booking by e-mail (docs/decisions.md, D-48). */
export interface OwnerMailConfig extends RedisConfig {
  /** nodemailer's connection URL, `smtp://` or `smtps://`, options in its query. */
  smtpUrl: string;
  /** Where notices go: the owner. */
  notifyEmail: string;
  /** The sender address of the notices; the owner's own address by default. */
  mailFrom: string;
  /** The site's public address, for the link to the owner's inbox. */
  siteUrl: string;
  /** Sending tries per notice before it is given up. */
  attempts: number;
  /** The wait before the first retry; it doubles with each further one. */
  retryDelayMs: number;
}

export const DEFAULT_SITE_URL = 'http://localhost:8080';

/**
 * The owner's e-mail notices are on when `SMTP_URL` is set, and then need `NOTIFY_EMAIL`;
 * with neither, there are none (null). One without the other is a mistake, told at boot.
 */
export function readOwnerMailConfig(env: Env = process.env): OwnerMailConfig | null {
  const smtpSet = Boolean(env.SMTP_URL?.trim());
  const notifySet = Boolean(env.NOTIFY_EMAIL?.trim());
  if (!smtpSet && !notifySet) return null;
  if (!smtpSet) throw new ConfigError('SMTP_URL must be set when NOTIFY_EMAIL is set: it is the mail server the notices are sent through');
  if (!notifySet) throw new ConfigError('NOTIFY_EMAIL must be set when SMTP_URL is set: it is the address the booking notices go to');
  const notifyEmail = readEmail(env, 'NOTIFY_EMAIL');
  const production = env.NODE_ENV === 'production';
  if (production && !env.SITE_URL?.trim()) {
    throw new ConfigError("SITE_URL must be set when SMTP_URL is set and NODE_ENV=production: the notices link to the site's /bookings");
  }
  return {
    ...readRedisConfig(env),
    smtpUrl: readSmtpUrl(env),
    notifyEmail,
    mailFrom: env.MAIL_FROM?.trim() ? readEmail(env, 'MAIL_FROM') : notifyEmail,
    siteUrl: readUrl(env, 'SITE_URL', DEFAULT_SITE_URL, ['http:', 'https:']).replace(/\/+$/, ''),
    attempts: readInteger(env, 'MAIL_ATTEMPTS', 10, 1, 100),
    retryDelayMs: readInteger(env, 'MAIL_RETRY_DELAY_MS', 30000, 10, 86_400_000),
  };
}

/** A bare address only (no display name): nothing a header could be smuggled in with. */
function readEmail(env: Env, name: string): string {
  const value = env[name]?.trim() ?? '';
  if (!contactOfKind('email', value)) throw new ConfigError(`${name} must be an e-mail address such as owner@example.com (got "${value}")`);
  return value;
}

/** Like readUrl, but never repeating the value: it may hold the mail server's password. */
function readSmtpUrl(env: Env): string {
  const value = env.SMTP_URL?.trim() ?? '';
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ConfigError('SMTP_URL is not a valid URL (smtp://user:password@host:587 or smtps://…:465)');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError(`SMTP_URL must use smtp: or smtps: (got "${protocol}")`);
  return value;
}
