import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { parseEnv, refuse, urlVar, type Env, type InfraConfig, type RedisConfig } from '@stagelink/nest-kit';
import { GATEWAY_VARIABLES, type GatewayVariables } from './gateway-variables';
import { objectStorageOf, type ObjectStorageConfig } from './object-storage-config';

type Issues = z.core.ParsePayload['issues'];

/** How the owner's password is known: a ready argon2id hash, or a plain one hashed at boot. */
export type AdminPasswordSource = { kind: 'hash'; hash: string } | { kind: 'plain'; password: string; generated: boolean };

export interface LoginThrottleConfig {
  /** Failed attempts allowed before the first wait. */
  freeFailures: number;
  lockSeconds: number;
  maxLockSeconds: number;
  /** Password checks for the whole site in one minute, whatever the address (docs/decisions.md, D-93). */
  checksPerMinute: number;
}

/** Requests per window and per client IP for each kind of public write (docs/decisions.md, D-30). */
export interface VisitorRateLimits {
  likesPerMinute: number;
  analyticsPerMinute: number;
  newsletterPerHour: number;
  bookingsPerHour: number;
  /** Passkey sign-ins per minute, a budget of their own apart from the password's (D-95). */
  passkeyLoginsPerMinute: number;
  /** QR code images per minute: each new size or source is drawn, so they are bounded like writes (D-126). */
  qrCodesPerMinute: number;
}

/** How the gateway records the requests it answers (docs/decisions.md, D-58). */
export interface AccessLogConfig {
  enabled: boolean;
  /** The longest an entry waits in memory before it is sent. */
  flushMs: number;
  /** Entries per batch: a full batch is sent at once. */
  batchSize: number;
  /** Entries kept while the engagement service cannot take them; more are dropped. */
  bufferLimit: number;
  /** The memory those entries may hold, long addresses and user agents counted (D-99); more are dropped. */
  bufferBytes: number;
}

export interface GatewayConfig extends InfraConfig, RedisConfig {
  production: boolean;
  host: string;
  port: number;
  objectStorage: ObjectStorageConfig;
  adminPassword: AdminPasswordSource;
  loginThrottle: LoginThrottleConfig;
  /** Proxies whose `X-Forwarded-For` is believed; everyone else's is ignored. */
  trustedProxies: string[];
  webDistDir: string;
  /** Keys the visitor's IP hash (likes, analytics) and the newsletter tokens. */
  visitorSecret: string;
  rateLimits: VisitorRateLimits;
  /** How long public reads (profile, sections) are served from Redis. */
  publicCacheSeconds: number;
  /** The cached public reads answered before the framework's pipeline (docs/decisions.md, D-135). */
  publicReadsFrontDoor: boolean;
  /** The site's address as visitors reach it: canonical links, sharing previews, the app manifest. */
  publicUrl: string;
  /** Where a vulnerability is reported, a `mailto:` or `https:` address (`/.well-known/security.txt`). */
  securityContact: string;
  /** How often an open live stream (the owner's inbox) gets a keep-alive comment. */
  liveStreamKeepAliveSeconds: number;
  accessLog: AccessLogConfig;
  siteIcons: SiteIconConfig;
}

/** Fetching a custom link's site icon (docs/decisions.md, D-110). */
export interface SiteIconConfig {
  /** Addresses or CIDR ranges fetched from although they are not public (a test's local site). */
  allowedAddresses: string[];
  /** The whole fetch, page and icon, in milliseconds. */
  timeoutMs: number;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** The gateway's environment schema: its variables, then the rules that join them. */
export const gatewayConfigSchema = z.object(GATEWAY_VARIABLES).transform((vars, context): GatewayConfig => {
  const production = vars.NODE_ENV === 'production';
  const { issues } = context;
  return {
    databaseUrl: vars.DATABASE_URL,
    natsUrl: vars.NATS_URL,
    rpcTimeoutMs: vars.RPC_TIMEOUT_MS,
    production,
    host: vars.HOST,
    port: vars.PORT,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    objectStorage: objectStorageOf(vars, production, issues),
    adminPassword: adminPasswordOf(vars, production, issues),
    loginThrottle: {
      freeFailures: vars.LOGIN_FREE_FAILURES,
      lockSeconds: vars.LOGIN_LOCK_SECONDS,
      maxLockSeconds: vars.LOGIN_LOCK_MAX_SECONDS,
      checksPerMinute: vars.LOGIN_CHECKS_PER_MINUTE,
    },
    trustedProxies: vars.TRUSTED_PROXIES,
    webDistDir: vars.WEB_DIST_DIR ?? resolve(__dirname, '../../../web/dist'),
    visitorSecret: visitorSecretOf(vars, production, issues),
    rateLimits: {
      likesPerMinute: vars.RATE_LIMIT_LIKES_PER_MINUTE,
      analyticsPerMinute: vars.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      newsletterPerHour: vars.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      bookingsPerHour: vars.RATE_LIMIT_BOOKINGS_PER_HOUR,
      passkeyLoginsPerMinute: vars.RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE,
      qrCodesPerMinute: vars.RATE_LIMIT_QR_PER_MINUTE,
    },
    publicCacheSeconds: vars.PUBLIC_CACHE_SECONDS,
    publicReadsFrontDoor: vars.PUBLIC_READS_FRONT_DOOR,
    publicUrl: publicUrlOf(vars, production, issues),
    // The parsed form: no line break in a setting can add a line to the file.
    securityContact: new URL(vars.SECURITY_CONTACT).href,
    liveStreamKeepAliveSeconds: vars.LIVE_STREAM_KEEPALIVE_SECONDS,
    accessLog: {
      enabled: vars.ACCESS_LOG_ENABLED,
      flushMs: vars.ACCESS_LOG_FLUSH_MS,
      batchSize: vars.ACCESS_LOG_BATCH_SIZE,
      bufferLimit: vars.ACCESS_LOG_BUFFER_LIMIT,
      bufferBytes: vars.ACCESS_LOG_BUFFER_BYTES,
    },
    siteIcons: { allowedAddresses: vars.SITE_ICON_ALLOWED_ADDRESSES, timeoutMs: vars.SITE_ICON_TIMEOUT_MS },
  };
});

/** The gateway's configuration, or a ConfigError naming every bad variable. */
export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  return parseEnv(gatewayConfigSchema, env);
}

const publicUrlSchema = z.object({ PUBLIC_URL: urlVar('http://localhost:8080', ['http:', 'https:']) });

/**
 * Absolute links in the page (canonical, alternates, previews) name the site, so they come from
 * configuration, never from a request's Host header, which anyone can set on a cached page.
 */
function publicUrlOf(vars: GatewayVariables, production: boolean, issues: Issues): string {
  if (!vars.PUBLIC_URL && production) {
    return refuse(issues, vars, 'PUBLIC_URL must be set when NODE_ENV=production (the address visitors use, such as https://luna.example)');
  }
  const read = publicUrlSchema.safeParse({ PUBLIC_URL: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}` });
  return read.success ? read.data.PUBLIC_URL.replace(/\/+$/, '') : refuse(issues, vars, `PUBLIC_URL ${read.error.issues[0]?.message}`);
}

const MIN_SECRET_LENGTH = 32;

function visitorSecretOf(vars: GatewayVariables, production: boolean, issues: Issues): string {
  const secret = vars.VISITOR_SECRET;
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) return refuse(issues, vars, `VISITOR_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return secret;
  }
  if (production) return refuse(issues, vars, 'VISITOR_SECRET must be set when NODE_ENV=production (at least 32 random characters)');
  return processVisitorSecret();
}

let generatedVisitorSecret: string | undefined;

/**
 * Outside production, without VISITOR_SECRET: a random key made once per process, never one
 * written in the repository, with which anyone could forge newsletter tokens or reverse the
 * IP hashes. Every gateway of the process shares it (the integration tests start several),
 * but hashes and tokens do not survive a restart. `npm start` passes a key kept in
 * .data/visitor-secret instead (scripts/lib/visitor-secret.mjs).
 */
function processVisitorSecret(): string {
  if (!generatedVisitorSecret) {
    generatedVisitorSecret = randomBytes(32).toString('base64url');
    new Logger('GatewayConfig').warn(
      'VISITOR_SECRET is not set, so this process made a random one: visitor hashes (likes, analytics) and newsletter tokens will not survive a restart',
    );
  }
  return generatedVisitorSecret;
}

function adminPasswordOf(vars: GatewayVariables, production: boolean, issues: Issues): AdminPasswordSource {
  const hash = vars.ADMIN_PASSWORD_HASH;
  if (hash) {
    if (!hash.startsWith('$argon2id$')) return refuse(issues, vars, 'ADMIN_PASSWORD_HASH must be an argon2id hash ($argon2id$...)');
    return { kind: 'hash', hash };
  }
  const password = vars.ADMIN_PASSWORD;
  if (password && password.trim()) return { kind: 'plain', password, generated: false };
  if (production) return refuse(issues, vars, 'ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set when NODE_ENV=production');
  return { kind: 'plain', password: randomBytes(15).toString('base64url'), generated: true };
}
