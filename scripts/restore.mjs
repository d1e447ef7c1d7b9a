#!/usr/bin/env node
// `npm run restore -- <archive> [--force]`: puts a backup of `npm run backup` back into the
// database and the media bucket `npm start` would use, found the same way, creating either when
// it does not exist. It refuses a database or bucket that already holds Stagelink's data unless
// told `--force`, which replaces it. See README.md, "Backups", and docs/decisions.md, D-103.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { DATABASE_DUMP, unpackArchive } from './lib/backup/archive.mjs';
import { databaseContents, restoreDatabase, serverVersion, stagelinkTables } from './lib/backup/database.mjs';
import { mediaBucket } from './lib/backup/media.mjs';
import { clientToolsFor } from './lib/backup/postgres-tools.mjs';
import { backupSettings, connectionOf } from './lib/backup/settings.mjs';
import { ensureDatabaseExists } from './lib/database.mjs';
import { step } from './lib/log.mjs';

const USAGE = 'Usage: npm run restore -- <archive.tar> [--force]';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const paths = args.filter((arg) => arg !== '--force');
if (paths.length !== 1 || paths[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
const archive = resolve(process.env.INIT_CWD || process.cwd(), paths[0]);

const startedAt = Date.now();
const settings = await backupSettings(root);
const staging = mkdtempSync(join(tmpdir(), 'stagelink-restore-'));
const bucket = mediaBucket(root, settings.objectStore);
let exitCode = 0;
try {
  // Everything is checked before anything changes: the archive whole, the tools, the targets.
  const manifest = await unpackArchive(root, archive, staging);
  step(`Archive of ${manifest.createdAt}: checked, ${manifest.media.count} media objects`);
  const database = connectionOf(settings.databaseUrl).name;
  await ensureDatabaseExists(root, settings.databaseUrl);
  const server = await serverVersion(root, settings.databaseUrl);
  // pg_restore reads archives of its own version and older ones only.
  const tools = clientToolsFor(root, Math.max(server.major, manifest.postgres.pgDump));
  const tables = await stagelinkTables(root, settings.databaseUrl);
  const keys = await bucket.keys();
  const occupied = [
    ...(Object.keys(tables).length ? [`the database ${database} has tables in ${Object.keys(tables).join(', ')}`] : []),
    ...(keys.length ? [`the bucket ${bucket.name} holds ${keys.length} objects`] : []),
  ];
  if (occupied.length && !force) {
    throw new Error(`${occupied.join(' and ')}. Restore into an empty database and bucket, or add --force to replace what they hold.`);
  }
  if (occupied.length) step(`--force: replacing what ${occupied.join(' and ')}`);

  step(`Restoring the database ${database}`);
  await restoreDatabase(tools, settings.databaseUrl, join(staging, DATABASE_DUMP), { replace: Object.keys(tables).length > 0 });
  const restored = await databaseContents(root, settings.databaseUrl);
  if (!isDeepStrictEqual(restored.rows, manifest.postgres.rows)) {
    throw new Error(`The restored database does not hold the rows the manifest counts: ${JSON.stringify(restored.rows)}`);
  }

  step(`Restoring ${manifest.media.count} objects into the bucket ${bucket.name}`);
  await bucket.ensure();
  for (const object of manifest.media.objects) await bucket.upload(object.key, join(staging, object.file), object);
  const kept = new Set(manifest.media.objects.map(({ key }) => key));
  await bucket.remove(keys.filter((key) => !kept.has(key)));

  const rows = Object.entries(restored.rows).filter(([table]) => !table.endsWith('.migrations'));
  step(
    `Restored: ${rows.reduce((sum, [, count]) => sum + count, 0)} rows in ${rows.length} tables, ` +
      `${manifest.media.count} media objects; took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  bucket.close();
  rmSync(staging, { recursive: true, force: true });
  await settings.stop();
}
process.exit(exitCode);
