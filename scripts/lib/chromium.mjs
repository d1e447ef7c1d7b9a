import { existsSync } from 'node:fs';
import { aptInstall, canInstallPackages } from './apt.mjs';

/**
 * The browsers come from Debian's packages (test tools cannot download their own here), installed
 * when missing and allowed:
 * - the end-to-end tests drive Chromium's headless shell (`CHROMIUM_PATH` overrides it): the
 *   browser a headless test wants, without the full browser's window machinery, which costs a
 *   renderer and CPU for every page of a suite that opens hundreds (docs/decisions.md, D-83);
 * - the benchmark measures the page in the full Chromium (`BENCH_CHROMIUM_PATH` overrides it),
 *   as Lighthouse expects.
 */
export function ensureTestBrowser() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
  return ensureBrowser(path, { debianPackage: 'chromium-headless-shell', variable: 'CHROMIUM_PATH', use: 'for the end-to-end tests' });
}

export function ensureBenchBrowser() {
  const path = process.env.BENCH_CHROMIUM_PATH || '/usr/bin/chromium';
  return ensureBrowser(path, { debianPackage: 'chromium', variable: 'BENCH_CHROMIUM_PATH', use: 'for the benchmark' });
}

function ensureBrowser(path, { debianPackage, variable, use }) {
  if (existsSync(path)) return path;
  if (!canInstallPackages()) {
    throw new Error(`Missing ${path}: install the Debian package "${debianPackage}" or set ${variable}.`);
  }
  aptInstall(debianPackage, use);
  if (!existsSync(path)) throw new Error(`Could not install the Debian package "${debianPackage}"`);
  return path;
}
