import { existsSync } from 'node:fs';
import { aptInstall, canInstallPackages } from './apt.mjs';

/**
 * The end-to-end tests drive the system's Chromium (test tools cannot download their own
 * browser here). It comes from the Debian package, installed when missing and allowed.
 */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (!canInstallPackages()) {
    throw new Error(`Chromium is missing at ${path}: install the Debian package "chromium" or set CHROMIUM_PATH.`);
  }
  aptInstall('chromium', 'for the end-to-end tests');
  if (!existsSync(path)) throw new Error('Could not install Chromium');
  return path;
}
