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
  // A machine may have Docker's command line without its engine (dockerd), or an engine
  // running elsewhere that `docker info` reaches: only a missing engine that does not answer
  // needs dockerd installed.
  const engineAnswers = succeeds('docker', ['info']);
  const tools = engineAnswers ? ['docker-compose', 'debootstrap'] : ['docker', 'dockerd', 'docker-compose', 'debootstrap'];
  const missing = tools.filter((tool) => !succeeds('sh', ['-c', `command -v ${tool}`]));
  if (missing.length > 0) {
    if (!canInstallPackages())
      return { ok: false, why: `${missing.join(', ')} not installed, and this user cannot install Debian packages` };
    const packages = { docker: 'docker.io', dockerd: 'docker.io', 'docker-compose': 'docker-compose', debootstrap: 'debootstrap' };
    for (const name of new Set(missing.map((tool) => packages[tool]))) aptInstall(name, 'for the container tests');
  }
  if (engineAnswers || succeeds('docker', ['info'])) return { ok: true };
  if (process.getuid?.() !== 0) return { ok: false, why: 'the Docker engine is not running, and only root can start it here' };
  step('Starting the Docker engine (dockerd), left running for later runs');
  const log = openSync('/var/tmp/stagelink-dockerd.log', 'a');
  const engine = spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] });
  let failedToStart = null;
  engine.once('error', (error) => (failedToStart = error));
  engine.unref();
  for (let waited = 0; waited < 60; waited += 1) {
    if (succeeds('docker', ['info'])) return { ok: true };
    if (failedToStart) return { ok: false, why: `dockerd could not be started (${failedToStart.message})` };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ok: false, why: 'dockerd did not start (a container in a container needs privileges): see /var/tmp/stagelink-dockerd.log' };
}
