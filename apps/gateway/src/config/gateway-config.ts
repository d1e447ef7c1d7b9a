import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { MAX_ACCESS_LOG_BATCH } from '@stagelink/contracts';
import {
  ConfigError,
  InfraConfig,
  readBoolean,
  readInfraConfig,
  readInteger,
  readList,
  readRedisConfig,
  readUrl,
  RedisConfig,
} from '@stagelink/nest-kit';
import { ObjectStorageConfig, readObjectStorageConfig } from './object-storage-config';

type Env = Record<string, string | undefined>;

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

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  return {
    ...readInfraConfig(env),
    production,
    host: env.HOST?.trim() || '0.0.0.0',
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    ...readRedisConfig(env),
    objectStorage: readObjectStorageConfig(env, production),
    adminPassword: readAdminPassword(env, production),
    loginThrottle: {
      freeFailures: readInteger(env, 'LOGIN_FREE_FAILURES', 5, 1, 1000),
      lockSeconds: readInteger(env, 'LOGIN_LOCK_SECONDS', 600, 1, 604800),
      maxLockSeconds: readInteger(env, 'LOGIN_LOCK_MAX_SECONDS', 604800, 1, 31536000),
      checksPerMinute: readInteger(env, 'LOGIN_CHECKS_PER_MINUTE', 30, 1, 100_000),
    },
    trustedProxies: readList(env, 'TRUSTED_PROXIES'),
    webDistDir: env.WEB_DIST_DIR?.trim() || resolve(__dirname, '../../../web/dist'),
    visitorSecret: readVisitorSecret(env, production),
    rateLimits: {
      likesPerMinute: readInteger(env, 'RATE_LIMIT_LIKES_PER_MINUTE', 60, 1, 1_000_000),
      analyticsPerMinute: readInteger(env, 'RATE_LIMIT_ANALYTICS_PER_MINUTE', 120, 1, 1_000_000),
      newsletterPerHour: readInteger(env, 'RATE_LIMIT_NEWSLETTER_PER_HOUR', 10, 1, 1_000_000),
      bookingsPerHour: readInteger(env, 'RATE_LIMIT_BOOKINGS_PER_HOUR', 10, 1, 1_000_000),
      passkeyLoginsPerMinute: readInteger(env, 'RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE', 20, 1, 1_000_000),
      qrCodesPerMinute: readInteger(env, 'RATE_LIMIT_QR_PER_MINUTE', 30, 1, 1_000_000),
    },
    publicCacheSeconds: readInteger(env, 'PUBLIC_CACHE_SECONDS', 60, 0, 86400),
    publicReadsFrontDoor: readBoolean(env, 'PUBLIC_READS_FRONT_DOOR', true),
    publicUrl: readPublicUrl(env, production),
    // The parsed form: no line break in a setting can add a line to the file.
    securityContact: new URL(readUrl(env, 'SECURITY_CONTACT', 'mailto:security@stagelink.invalid', ['mailto:', 'https:'])).href,
    liveStreamKeepAliveSeconds: readInteger(env, 'LIVE_STREAM_KEEPALIVE_SECONDS', 15, 1, 300),
    accessLog: {
      enabled: readBoolean(env, 'ACCESS_LOG_ENABLED', true),
      flushMs: readInteger(env, 'ACCESS_LOG_FLUSH_MS', 1000, 10, 60000),
      batchSize: readInteger(env, 'ACCESS_LOG_BATCH_SIZE', MAX_ACCESS_LOG_BATCH, 1, MAX_ACCESS_LOG_BATCH),
      bufferLimit: readInteger(env, 'ACCESS_LOG_BUFFER_LIMIT', 20000, 1, 1_000_000),
      bufferBytes: readInteger(env, 'ACCESS_LOG_BUFFER_BYTES', 8 * 1024 * 1024, 64 * 1024, 1024 * 1024 * 1024),
    },
    siteIcons: {
      allowedAddresses: readAddressList(env, 'SITE_ICON_ALLOWED_ADDRESSES'),
      timeoutMs: readInteger(env, 'SITE_ICON_TIMEOUT_MS', 5000, 100, 60_000),
    },
  };
}

/**
 * Absolute links in the page (canonical, alternates, previews) name the site, so they come from
 * configuration, never from a request's Host header, which anyone can set on a cached page.
 */
function readPublicUrl(env: Env, production: boolean): string {
  if (!env.PUBLIC_URL?.trim() && production) {
    throw new ConfigError('PUBLIC_URL must be set when NODE_ENV=production (the address visitors use, such as https://luna.example)');
  }
  const port = env.PORT?.trim() || '8080';
  return readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, '');
}

function readAddressList(env: Env, name: string): string[] {
  const entries = readList(env, name);
  for (const entry of entries) {
    if (!(entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry))) {
      throw new ConfigError(`${name} must list IP addresses or CIDR ranges separated by commas, not "${entry}"`);
    }
  }
  return entries;
}

const MIN_SECRET_LENGTH = 32;

function readVisitorSecret(env: Env, production: boolean): string {
  const secret = env.VISITOR_SECRET?.trim();
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) throw new ConfigError(`VISITOR_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return secret;
  }
  if (production) throw new ConfigError('VISITOR_SECRET must be set when NODE_ENV=production (at least 32 random characters)');
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

function readAdminPassword(env: Env, production: boolean): AdminPasswordSource {
  const hash = env.ADMIN_PASSWORD_HASH?.trim();
  if (hash) {
    if (!hash.startsWith('$argon2id$')) throw new ConfigError('ADMIN_PASSWORD_HASH must be an argon2id hash ($argon2id$...)');
    return { kind: 'hash', hash };
  }
  const password = env.ADMIN_PASSWORD;
  if (password && password.trim()) return { kind: 'plain', password, generated: false };
  if (production) {
    throw new ConfigError('ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set when NODE_ENV=production');
  }
  return { kind: 'plain', password: randomBytes(15).toString('base64url'), generated: true };
}
