#!/usr/bin/env node
// `npm run backup`: one archive in BACKUP_DIR (default backups/) holding a pg_dump of the four
// schemas and a copy of every object in the media bucket, with a manifest (versions, counts,
// checksums, time). It finds the database and the bucket as `npm start` does. See README.md,
// "Backups", and docs/decisions.md, D-103.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveName, DATABASE_DUMP, FORMAT, packArchive } from './lib/backup/archive.mjs';
import { dumpDatabase, serverVersion } from './lib/backup/database.mjs';
import { fileDigest, mediaBucket } from './lib/backup/media.mjs';
import { clientToolsFor, SCHEMAS } from './lib/backup/postgres-tools.mjs';
import { archivesToKeep, pruneArchives } from './lib/backup/prune.mjs';
import { backupSettings, connectionOf } from './lib/backup/settings.mjs';
import { step } from './lib/log.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = archivesToKeep(process.env.BACKUP_KEEP);
const startedAt = new Date();
const settings = await backupSettings(root);
const staging = mkdtempSync(join(tmpdir(), 'stagelink-backup-'));
let exitCode = 0;
try {
  const server = await serverVersion(root, settings.databaseUrl);
  const tools = clientToolsFor(root, server.major);
  step(`Dumping the schemas ${SCHEMAS.join(', ')} of the database ${connectionOf(settings.databaseUrl).name}`);
  const contents = await dumpDatabase(root, tools, settings.databaseUrl, join(staging, DATABASE_DUMP));
  const dump = await fileDigest(join(staging, DATABASE_DUMP));

  // After the dump, so every media row it holds has its object (unless deleted meanwhile).
  const bucket = mediaBucket(root, settings.objectStore);
  const objects = [];
  try {
    const keys = await bucket.keys();
    step(`Copying ${keys.length} objects of the bucket ${bucket.name}`);
    mkdirSync(join(staging, 'media'), { mode: 0o700 });
    for (const [index, key] of keys.entries()) {
      const file = `media/${index + 1}`;
      objects.push({ key, file, ...(await bucket.download(key, join(staging, file))) });
    }
  } finally {
    bucket.close();
  }

  const tookMs = Date.now() - startedAt.getTime();
  const manifest = {
    format: FORMAT.name,
    formatVersion: FORMAT.version,
    createdAt: startedAt.toISOString(),
    tookMs,
    stagelink: { version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version },
    postgres: { server: server.text, pgDump: tools.major, schemas: SCHEMAS, ...contents, dump },
    media: { bucket: bucket.name, count: objects.length, bytes: objects.reduce((sum, { bytes }) => sum + bytes, 0), objects },
  };
  const archive = join(settings.backupDir, archiveName(startedAt));
  await packArchive(root, staging, manifest, archive);
  const rows = Object.entries(contents.rows).filter(([table]) => !table.endsWith('.migrations'));
  step(
    `Backup written: ${shown(archive)} — ${rows.reduce((sum, [, count]) => sum + count, 0)} rows in ` +
      `${rows.length} tables, ${objects.length} media objects (${megabytes(manifest.media.bytes)}); ` +
      `took ${seconds(Date.now() - startedAt.getTime())}`,
  );
  pruneArchives(settings.backupDir, keep);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
  await settings.stop();
}
process.exit(exitCode);

/** The archive's path from here when it is below here, else in full. */
function shown(path) {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
}

function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
