import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { warn } from '../log.mjs';
import { localObjectStore } from '../object-store.mjs';
import { localPostgres } from '../postgres.mjs';

/**
 * The database and the media bucket `npm start` would use, found the same way (the URL in the
 * environment, a server on its default port, else a local one started for this run and
 * stopped by `stop()`), and where archives go. Redis and NATS are not needed: they hold no data
 * a backup keeps (sessions, caches, queues in flight).
 */
export async function backupSettings(root) {
  const started = [];
  const dataDir = join(root, '.data');
  mkdirSync(dataDir, { recursive: true });
  const stop = async () => {
    for (const server of started.reverse()) await server.stop().catch((error) => warn(`Could not stop ${server.name}: ${error.message}`));
  };
  try {
    const databaseUrl = process.env.DATABASE_URL || (await localPostgres(root, dataDir, started));
    const store = process.env.S3_ENDPOINT
      ? {
          S3_ENDPOINT: process.env.S3_ENDPOINT,
          S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
          S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
        }
      : await localObjectStore(root, dataDir, started);
    return {
      databaseUrl,
      // The gateway's defaults (apps/gateway/src/config/object-storage-config.ts).
      objectStore: {
        endpoint: store.S3_ENDPOINT,
        accessKeyId: store.S3_ACCESS_KEY_ID || 'minioadmin',
        secretAccessKey: store.S3_SECRET_ACCESS_KEY || 'minioadmin',
        bucket: process.env.S3_BUCKET?.trim() || 'stagelink-media',
        region: process.env.S3_REGION?.trim() || 'us-east-1',
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
      },
      backupDir: resolve(root, process.env.BACKUP_DIR?.trim() || 'backups'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The database's name, and its URL without the password, which goes to the tools in PGPASSWORD instead of their command line. */
export function connectionOf(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { name: decodeURIComponent(url.pathname.slice(1)), url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
