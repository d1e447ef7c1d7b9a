import { z } from 'zod';
import { booleanVar, optionalVar, parseEnv, refuse, textVar, urlVar, type Env } from '@stagelink/nest-kit';

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

export const OBJECT_STORAGE_VARIABLES = {
  S3_ENDPOINT: urlVar('http://127.0.0.1:9000', ['http:', 'https:']),
  S3_REGION: textVar('us-east-1'),
  S3_BUCKET: textVar('stagelink-media'),
  S3_ACCESS_KEY_ID: optionalVar(),
  S3_SECRET_ACCESS_KEY: optionalVar(),
  S3_FORCE_PATH_STYLE: booleanVar(true),
} as const;

type Variables = z.output<z.ZodObject<typeof OBJECT_STORAGE_VARIABLES>>;
type Issues = z.core.ParsePayload['issues'];

/**
 * S3-compatible storage for uploads. Locally the defaults are MinIO's; in production the keys
 * must be set, and not to MinIO's defaults, or anyone could read and replace the media.
 */
export function objectStorageOf(vars: Variables, production: boolean, issues: Issues): ObjectStorageConfig {
  return {
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION,
    bucket: vars.S3_BUCKET,
    accessKeyId: keyOf(vars, 'S3_ACCESS_KEY_ID', production, issues),
    secretAccessKey: keyOf(vars, 'S3_SECRET_ACCESS_KEY', production, issues),
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

function keyOf(vars: Variables, name: 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', production: boolean, issues: Issues): string {
  const value = vars[name];
  if (!production) return value ?? MINIO_DEFAULT_KEY;
  if (!value) return refuse(issues, vars, `${name} must be set when NODE_ENV=production`);
  if (value === MINIO_DEFAULT_KEY)
    return refuse(issues, vars, `${name} must not be MinIO's default "${MINIO_DEFAULT_KEY}" when NODE_ENV=production`);
  return value;
}

const objectStorageSchema = z
  .object({ ...OBJECT_STORAGE_VARIABLES, NODE_ENV: optionalVar() })
  .transform((vars, context) => objectStorageOf(vars, vars.NODE_ENV === 'production', context.issues));

/** The object store alone, as the gateway reads it (a test that resets the store). */
export function readObjectStorageConfig(env: Env): ObjectStorageConfig {
  return parseEnv(objectStorageSchema, env);
}
