import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { step } from './log.mjs';

/**
 * The end-to-end tests drive the system's Chromium (test tools cannot download their own
 * browser here). It comes from the Debian package, installed when missing and allowed.
 */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`Chromium is missing at ${path}: install the Debian package "chromium" or set CHROMIUM_PATH.`);
  }
  step('Installing Chromium (Debian package chromium) for the end-to-end tests');
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  spawnSync('apt-get', ['update', '-qq'], options);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], options);
  if (install.status !== 0 || !existsSync(path)) throw new Error('Could not install Chromium');
  return path;
}
