import { readUrl } from '@stagelink/nest-kit';

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

/** S3-compatible storage for uploads; the defaults are MinIO's local ones. */
export function readObjectStorageConfig(env: Env): ObjectStorageConfig {
  return {
    endpoint: readUrl(env, 'S3_ENDPOINT', 'http://127.0.0.1:9000', ['http:', 'https:']),
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket: env.S3_BUCKET?.trim() || 'stagelink-media',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || 'minioadmin',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || 'minioadmin',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}
