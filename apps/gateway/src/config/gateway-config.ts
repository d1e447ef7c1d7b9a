import { ConfigError, DEFAULT_REDIS_URL, InfraConfig, readInfraConfig, readInteger, readList, readUrl } from '@stagelink/nest-kit';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ObjectStorageConfig, readObjectStorageConfig } from './object-storage-config';

type Env = Record<string, string | undefined>;

/** How the owner's password is known: a ready argon2id hash, or a plain one hashed at boot. */
export type AdminPasswordSource = { kind: 'hash'; hash: string } | { kind: 'plain'; password: string; generated: boolean };

export interface LoginThrottleConfig {
  /** Failed attempts allowed before the first wait. */
  freeFailures: number;
  lockSeconds: number;
  maxLockSeconds: number;
}

export interface GatewayConfig extends InfraConfig {
  production: boolean;
  host: string;
  port: number;
  redisUrl: string;
  redisKeyPrefix: string;
  objectStorage: ObjectStorageConfig;
  adminPassword: AdminPasswordSource;
  loginThrottle: LoginThrottleConfig;
  /** Proxies whose `X-Forwarded-For` is believed; everyone else's is ignored. */
  trustedProxies: string[];
  webDistDir: string;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  return {
    ...readInfraConfig(env),
    production,
    host: env.HOST?.trim() || '0.0.0.0',
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    redisUrl: readUrl(env, 'REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'stagelink:',
    objectStorage: readObjectStorageConfig(env),
    adminPassword: readAdminPassword(env, production),
    loginThrottle: {
      freeFailures: readInteger(env, 'LOGIN_FREE_FAILURES', 5, 1, 1000),
      lockSeconds: readInteger(env, 'LOGIN_LOCK_SECONDS', 600, 1, 604800),
      maxLockSeconds: readInteger(env, 'LOGIN_LOCK_MAX_SECONDS', 604800, 1, 31536000),
    },
    trustedProxies: readList(env, 'TRUSTED_PROXIES'),
    webDistDir: env.WEB_DIST_DIR?.trim() || resolve(__dirname, '../../../web/dist'),
  };
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
