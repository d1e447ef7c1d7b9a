import { linkSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Creates the file with the content, readable by its owner only (0600), unless it exists;
 * true when this call created it. The content goes to a file of this process first and is
 * linked into place, so runs starting together agree on one file and none reads half of it.
 */
export function createFileOnce(path, content) {
  const own = `${path}.${process.pid}`;
  writeFileSync(own, content, { mode: 0o600 });
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(own, { force: true });
  }
}
