import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileDigest } from './media.mjs';

export const MANIFEST = 'manifest.json';
export const DATABASE_DUMP = 'database.dump';
export const FORMAT = { name: 'stagelink-backup', version: 1 };

const tarOf = (root) => createRequire(join(root, 'package.json'))('tar');

/**
 * One archive per backup: a plain tar (the dump is compressed by pg_dump and the media are
 * compressed images already) of `manifest.json`, `database.dump` and `media/<n>`, the
 * objects numbered so that no key, whatever it holds, becomes a path (docs/decisions.md, D-103).
 * It is written beside its final name and renamed once complete, so a file with the final
 * name is always whole; only its owner may read it: it holds the visitors' contacts.
 */
export async function packArchive(root, stagingDir, manifest, archivePath) {
  writeFileSync(join(stagingDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  mkdirSync(dirname(archivePath), { recursive: true, mode: 0o700 });
  const partial = join(dirname(archivePath), `.${basename(archivePath)}.partial`);
  const files = [MANIFEST, DATABASE_DUMP, ...manifest.media.objects.map(({ file }) => file)];
  try {
    await tarOf(root).create({ file: partial, cwd: stagingDir, portable: true }, files);
    chmodSync(partial, 0o600);
    renameSync(partial, archivePath);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Unpacks an archive into `intoDir` and checks it whole before anything is restored from it:
 * its format, and every file's size and SHA-256 against the manifest. Answers the manifest.
 */
export async function unpackArchive(root, archivePath, intoDir) {
  await tarOf(root).extract({ file: archivePath, cwd: intoDir, strict: true });
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(intoDir, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${archivePath} is not a Stagelink backup: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== FORMAT.name || manifest.formatVersion !== FORMAT.version) {
    throw new Error(`${archivePath} is not a Stagelink backup of format ${FORMAT.version} (${manifest.format} ${manifest.formatVersion}).`);
  }
  const expected = [{ file: DATABASE_DUMP, ...manifest.postgres.dump }, ...manifest.media.objects];
  for (const { file, bytes, sha256 } of expected) {
    if (!/^(database\.dump|media\/\d+)$/.test(file)) throw new Error(`${archivePath} names an unexpected file: ${file}`);
    const actual = await fileDigest(join(intoDir, file)).catch(() => null);
    if (!actual || actual.bytes !== bytes || actual.sha256 !== sha256) {
      throw new Error(`${archivePath} is damaged: ${file} does not match its checksum in the manifest. Nothing was restored.`);
    }
  }
  return manifest;
}

/** `stagelink-2026-11-26T03-00-00Z.tar`: sorts by time, and holds no character a file system refuses. */
export function archiveName(date) {
  return `stagelink-${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;
}
