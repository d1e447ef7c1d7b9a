import { z } from 'zod';
import { contactOfKind, natsNamespace } from '@stagelink/contracts';
import { DEFAULT_REDIS_URL } from './env';
import { integerVar, optionalVar, parseEnv, refuse, textVar, urlVar, type Env } from './env-vars';

export const REDIS_VARIABLES = {
  REDIS_URL: urlVar(DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: textVar('stagelink:'),
} as const;

export interface RedisConfig {
  redisUrl: string;
  /** Every Redis key starts with it (docs/decisions.md, D-35). */
  redisKeyPrefix: string;
}

const redisOf = (vars: z.output<z.ZodObject<typeof REDIS_VARIABLES>>): RedisConfig => ({
  redisUrl: vars.REDIS_URL,
  redisKeyPrefix: vars.REDIS_KEY_PREFIX,
});

const redisSchema = z.object(REDIS_VARIABLES).transform(redisOf);

export function readRedisConfig(env: Env = process.env): RedisConfig {
  return parseEnv(redisSchema, env);
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

/** A bare address only (no display name): nothing a header could be smuggled in with. */
const emailVar = () =>
  optionalVar().transform((value, context) =>
    value === undefined || contactOfKind('email', value)
      ? value
      : refuse(context.issues, value, `must be an e-mail address such as owner@example.com (got "${value}")`),
  );

/** Like urlVar, but never repeating the value: it may hold the mail server's password. */
const smtpUrlVar = () =>
  optionalVar().transform((value, context) => {
    if (value === undefined) return value;
    let protocol: string;
    try {
      protocol = new URL(value).protocol;
    } catch {
      return refuse(context.issues, value, 'is not a valid URL (smtp://user:password@host:587 or smtps://…:465)');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') return refuse(context.issues, value, `must use smtp: or smtps: (got "${protocol}")`);
    return value;
  });

export const OWNER_MAIL_VARIABLES = {
  ...REDIS_VARIABLES,
  NODE_ENV: optionalVar(),
  SMTP_URL: smtpUrlVar(),
  NOTIFY_EMAIL: emailVar(),
  MAIL_FROM: emailVar(),
  SITE_URL: optionalVar(),
  MAIL_ATTEMPTS: integerVar(10, 1, 100),
  MAIL_RETRY_DELAY_MS: integerVar(30000, 10, 86_400_000),
} as const;

export type OwnerMailVariables = z.output<z.ZodObject<typeof OWNER_MAIL_VARIABLES>>;
type Issues = z.core.ParsePayload['issues'];

const siteUrlSchema = z.object({ SITE_URL: urlVar(DEFAULT_SITE_URL, ['http:', 'https:']) });

/**
 * The owner's e-mail notices are on when `SMTP_URL` is set, and then need `NOTIFY_EMAIL`;
 * with neither, there are none (null). One without the other is a mistake, told at boot.
 */
export function ownerMailOf(vars: OwnerMailVariables, issues: Issues): OwnerMailConfig | null {
  const { SMTP_URL: smtpUrl, NOTIFY_EMAIL: notifyEmail } = vars;
  if (!smtpUrl && !notifyEmail) return null;
  if (!smtpUrl)
    return refuse(issues, vars, 'SMTP_URL must be set when NOTIFY_EMAIL is set: it is the mail server the notices are sent through');
  if (!notifyEmail)
    return refuse(issues, vars, 'NOTIFY_EMAIL must be set when SMTP_URL is set: it is the address the booking notices go to');
  if (vars.NODE_ENV === 'production' && !vars.SITE_URL) {
    return refuse(
      issues,
      vars,
      "SITE_URL must be set when SMTP_URL is set and NODE_ENV=production: the notices link to the site's /bookings",
    );
  }
  const site = siteUrlSchema.safeParse(vars);
  if (!site.success) return refuse(issues, vars, `SITE_URL ${site.error.issues[0]?.message}`);
  return {
    ...redisOf(vars),
    smtpUrl,
    notifyEmail,
    mailFrom: vars.MAIL_FROM ?? notifyEmail,
    siteUrl: site.data.SITE_URL.replace(/\/+$/, ''),
    attempts: vars.MAIL_ATTEMPTS,
    retryDelayMs: vars.MAIL_RETRY_DELAY_MS,
  };
}

export const ownerMailSchema = z.object(OWNER_MAIL_VARIABLES).transform((vars, context) => ownerMailOf(vars, context.issues));

export function readOwnerMailConfig(env: Env = process.env): OwnerMailConfig | null {
  return parseEnv(ownerMailSchema, env);
}
