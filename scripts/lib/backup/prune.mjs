import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { step } from '../log.mjs';

const ARCHIVE = /^stagelink-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/;

/** BACKUP_KEEP, checked before anything is done: how many archives to keep, or null to keep them all. */
export function archivesToKeep(value) {
  if (value === undefined || value.trim() === '') return null;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BACKUP_KEEP must be a whole number of archives, at least 1 (got "${value}")`);
  return count;
}

/**
 * Keeps the `count` newest archives of the directory and deletes the older ones; keeps them
 * all when `count` is null. Only files named as `npm run backup` names them are touched.
 */
export function pruneArchives(dir, count) {
  if (count === null) return;
  const archives = readdirSync(dir)
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .reverse();
  for (const name of archives.slice(count)) {
    rmSync(join(dir, name));
    step(`Removed the old backup ${name} (BACKUP_KEEP=${count})`);
  }
}
