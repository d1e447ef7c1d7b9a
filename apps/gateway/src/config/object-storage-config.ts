import { ConfigError, readUrl } from '@stagelink/nest-kit';

type Env = Record<string, string | undefined>;

export interface ObjectStorageConfig {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted stores address buckets by path, not by host name. */
  forcePathStyle: boolean;
}

// MinIO's keys when MINIO_ROOT_USER and MINIO_ROOT_PASSWORD are not set: everyone knows them.
const MINIO_DEFAULT_KEY = 'minioadmin';

/**
 * S3-compatible storage for uploads. Locally the defaults are MinIO's; in production the keys
 * must be set, and not to MinIO's defaults, or anyone could read and replace the media.
 */
export function readObjectStorageConfig(env: Env, production = env.NODE_ENV === 'production'): ObjectStorageConfig {
  return {
    endpoint: readUrl(env, 'S3_ENDPOINT', 'http://127.0.0.1:9000', ['http:', 'https:']),
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket: env.S3_BUCKET?.trim() || 'stagelink-media',
    accessKeyId: readKey(env, 'S3_ACCESS_KEY_ID', production),
    secretAccessKey: readKey(env, 'S3_SECRET_ACCESS_KEY', production),
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

function readKey(env: Env, name: string, production: boolean): string {
  const value = env[name]?.trim();
  if (!production) return value || MINIO_DEFAULT_KEY;
  if (!value) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
  if (value === MINIO_DEFAULT_KEY) {
    throw new ConfigError(`${name} must not be MinIO's default "${MINIO_DEFAULT_KEY}" when NODE_ENV=production`);
  }
  return value;
}
