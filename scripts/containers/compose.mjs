import { execFileSync } from 'node:child_process';
import { run } from '../lib/run.mjs';

/**
 * Debian's docker-compose (1.29) on docker-compose.yml with docker-compose.local.yml over it
 * (docs/decisions.md, D-148), the project named by COMPOSE_PROJECT_NAME, with `env` for its
 * variables (the ports, the secrets and the providers of this run).
 */
export function composeProject(root, env) {
  const files = ['-f', 'docker-compose.yml', '-f', 'docker-compose.local.yml'];
  const options = { cwd: root, env: { ...process.env, ...env } };
  const compose = {
    project: env.COMPOSE_PROJECT_NAME,
    run: (args, { quiet = false } = {}) =>
      run('docker-compose', [...files, ...args], { ...options, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' }),
    output: (args) => execFileSync('docker-compose', [...files, ...args], { ...options, encoding: 'utf8' }),
    /** The project's containers: { id, name, service, state, health, restarts }. */
    containers: () =>
      compose
        .output(['ps', '-q'])
        .split('\n')
        .filter(Boolean)
        .map((id) => inspect(id)),
  };
  return compose;
}

export function inspect(id) {
  // The whole record as JSON: a template naming .State.Health fails for a container without a health check.
  const [{ Id, Name, Config, State, RestartCount }] = JSON.parse(execFileSync('docker', ['inspect', id], { encoding: 'utf8' }));
  return {
    id: Id,
    name: Name.replace(/^\//, ''),
    service: Config.Labels['com.docker.compose.service'],
    state: State.Status,
    health: State.Health?.Status ?? '',
    restarts: RestartCount,
    pid: State.Pid,
  };
}

/** Sizes in MB: each image's, and its working directory's (the app folder). */
export function imageSizes(image) {
  const bytes = Number(execFileSync('docker', ['image', 'inspect', '-f', '{{.Size}}', image], { encoding: 'utf8' }).trim());
  const appFolder = execFileSync('docker', ['run', '--rm', '--network', 'none', '--entrypoint', 'du', image, '-sm', '.'], {
    encoding: 'utf8',
  });
  return { imageMb: Math.round(bytes / 1e6), appMb: Number(appFolder.split(/\s/)[0]) };
}
