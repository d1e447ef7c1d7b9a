import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { step } from './log.mjs';
import { run } from './run.mjs';

/**
 * Installs the dependencies from the lock file when they are missing or older than it, so a
 * fresh clone needs nothing but `npm start` or `npm test`.
 */
export async function ensureDependencies(root) {
  const installedMarker = join(root, 'node_modules', '.package-lock.json');
  const lockFile = join(root, 'package-lock.json');
  const fresh = existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs;
  if (fresh) return;
  // `npm install` keeps to the lock file's versions. Not `npm ci`: npm 11 records only this
  // platform's optional binaries in the lock file and then `npm ci` refuses it (npm/cli#8805).
  step('Installing dependencies (npm install, from the lock file)');
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}

/** Builds every project in dependency order; Nx skips what has not changed. */
export async function buildAll(root) {
  step('Building libraries, services, gateway and web app');
  const { command, args, options } = buildCommand(root);
  await run(command, args, options);
}

/** buildAll's command, for a caller that runs it beside other work. */
export function buildCommand(root) {
  return { command: 'npx', args: ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], options: { cwd: root, env: nxEnv() } };
}

export function nxEnv() {
  return { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
}
