import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { aptInstall, canInstallPackages } from '../lib/apt.mjs';
import { step } from '../lib/log.mjs';

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * A Docker engine and Debian's docker-compose, installed and started where the machine lets
 * this script (root with apt-get); else the reason they cannot be had, for the skip line.
 */
export async function ensureEngine() {
  const missing = ['docker', 'docker-compose', 'debootstrap'].filter((tool) => !succeeds('sh', ['-c', `command -v ${tool}`]));
  if (missing.length > 0) {
    if (!canInstallPackages())
      return { ok: false, why: `${missing.join(', ')} not installed, and this user cannot install Debian packages` };
    const packages = { docker: 'docker.io', 'docker-compose': 'docker-compose', debootstrap: 'debootstrap' };
    for (const tool of missing) aptInstall(packages[tool], 'for the container tests');
  }
  if (succeeds('docker', ['info'])) return { ok: true };
  if (process.getuid?.() !== 0) return { ok: false, why: 'the Docker engine is not running, and only root can start it here' };
  step('Starting the Docker engine (dockerd), left running for later runs');
  const log = openSync('/var/tmp/stagelink-dockerd.log', 'a');
  spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] }).unref();
  for (let waited = 0; waited < 60; waited += 1) {
    if (succeeds('docker', ['info'])) return { ok: true };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ok: false, why: 'dockerd did not start (a container in a container needs privileges): see /var/tmp/stagelink-dockerd.log' };
}
