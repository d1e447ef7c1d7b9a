import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { MAX_ACCESS_LOG_BATCH } from '@stagelink/contracts';
import {
  booleanVar,
  INFRA_VARIABLES,
  integerVar,
  listVar,
  metricsVariables,
  optionalVar,
  PHONE_VARIABLES,
  PROCESS_VARIABLES,
  REDIS_VARIABLES,
  refuse,
  textVar,
  urlVar,
} from '@stagelink/nest-kit';
import { OBJECT_STORAGE_VARIABLES } from './object-storage-config';

const perClient = (fallback: number) => integerVar(fallback, 1, 1_000_000);

/** Addresses or CIDR ranges, separated by commas. */
const addressListVar = () =>
  listVar().transform((entries, context) => {
    const bad = entries.find((entry) => !(entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry)));
    return bad === undefined
      ? entries
      : refuse(context.issues, entries, `must list IP addresses or CIDR ranges separated by commas, not "${bad}"`);
  });

/**
 * Every variable the gateway reads, with its local default (docs/decisions.md, D-188); the rules
 * that join several of them (production's secrets, PUBLIC_URL's default port) are gateway-config.ts's.
 */
export const GATEWAY_VARIABLES = {
  ...PROCESS_VARIABLES,
  ...INFRA_VARIABLES,
  ...REDIS_VARIABLES,
  ...PHONE_VARIABLES,
  ...metricsVariables('gateway'),
  ...OBJECT_STORAGE_VARIABLES,
  HOST: textVar('0.0.0.0'),
  PORT: integerVar(8080, 0, 65535),
  ADMIN_PASSWORD_HASH: optionalVar(),
  // Kept as written: spaces may be part of a password.
  ADMIN_PASSWORD: z.string().optional(),
  LOGIN_FREE_FAILURES: integerVar(5, 1, 1000),
  LOGIN_LOCK_SECONDS: integerVar(600, 1, 604800),
  LOGIN_LOCK_MAX_SECONDS: integerVar(604800, 1, 31536000),
  LOGIN_CHECKS_PER_MINUTE: integerVar(30, 1, 100_000),
  TRUSTED_PROXIES: listVar(),
  WEB_DIST_DIR: optionalVar(),
  VISITOR_SECRET: optionalVar(),
  RATE_LIMIT_LIKES_PER_MINUTE: perClient(60),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: perClient(120),
  RATE_LIMIT_NEWSLETTER_PER_HOUR: perClient(10),
  RATE_LIMIT_BOOKINGS_PER_HOUR: perClient(10),
  RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE: perClient(20),
  RATE_LIMIT_QR_PER_MINUTE: perClient(30),
  PUBLIC_CACHE_SECONDS: integerVar(60, 0, 86400),
  PUBLIC_READS_FRONT_DOOR: booleanVar(true),
  PUBLIC_URL: optionalVar(),
  SECURITY_CONTACT: urlVar('mailto:security@stagelink.invalid', ['mailto:', 'https:']),
  LIVE_STREAM_KEEPALIVE_SECONDS: integerVar(15, 1, 300),
  ACCESS_LOG_ENABLED: booleanVar(true),
  ACCESS_LOG_FLUSH_MS: integerVar(1000, 10, 60000),
  ACCESS_LOG_BATCH_SIZE: integerVar(MAX_ACCESS_LOG_BATCH, 1, MAX_ACCESS_LOG_BATCH),
  ACCESS_LOG_BUFFER_LIMIT: integerVar(20000, 1, 1_000_000),
  ACCESS_LOG_BUFFER_BYTES: integerVar(8 * 1024 * 1024, 64 * 1024, 1024 * 1024 * 1024),
  SITE_ICON_ALLOWED_ADDRESSES: addressListVar(),
  SITE_ICON_TIMEOUT_MS: integerVar(5000, 100, 60_000),
} as const;

export type GatewayVariables = z.output<z.ZodObject<typeof GATEWAY_VARIABLES>>;
