import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { step } from './log.mjs';

/** Whether this machine lets the scripts install Debian packages (root with apt-get). */
export function canInstallPackages() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

export function aptInstall(debianPackage, reason) {
  step(`Installing ${debianPackage} with apt-get${reason ? ` ${reason}` : ''}`);
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  spawnSync('apt-get', ['update', '-qq'], options);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], options);
  if (install.status !== 0) throw new Error(`Could not install ${debianPackage}`);
}
