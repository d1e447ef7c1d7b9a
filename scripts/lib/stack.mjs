import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from './database.mjs';
import { printLabelled } from './log.mjs';
import { freePort } from './ports.mjs';
import { stopProcess } from './run.mjs';
import { withVisitorSecret } from './visitor-secret.mjs';

export const SERVICES = ['profile', 'engagement', 'bookings', 'i18n'];

/**
 * Starts the four built services and the gateway as processes and waits until the gateway
 * reports every part healthy. Output goes to the console with a prefix, or to log files.
 * The gateway alone gets the VISITOR_SECRET: the environment's, else this clone's local key.
 */
export async function startStack(root, { env, port, logDir, healthTimeoutMs = 60000 }) {
  const processes = [];
  const launch = (name, script, processEnv = env) => {
    const child = spawn(process.execPath, [join(root, script)], {
      env: { ...processEnv, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeOutput(child, name, logDir);
    processes.push({ name, child });
    return child;
  };
  for (const service of SERVICES) launch(service, `services/${service}/dist/main.js`);
  launch('gateway', 'apps/gateway/dist/main.js', withVisitorSecret(root, env));

  const stop = () => Promise.all(processes.map(({ child }) => stopProcess(child)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(url, processes, healthTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, processes };
}

async function waitForHealthy(url, processes, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const exited = processes.find(({ child }) => child.exitCode !== null);
    if (exited) throw new Error(`The ${exited.name} process exited (code ${exited.child.exitCode}) while starting`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The site did not become healthy within ${timeoutMs / 1000} s: ${last}`);
}

function pipeOutput(child, name, logDir) {
  if (logDir) {
    const file = createWriteStream(join(logDir, `${name}.log`));
    child.stdout.pipe(file);
    child.stderr.pipe(file);
    return;
  }
  const label = `[${name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) printLabelled(stream, label);
}

/**
 * The whole site on a database, NATS namespace and Redis prefix of its own, so a test run or
 * a benchmark shares the servers with a developer's site without touching its data.
 * `stop` stops the processes and drops the database.
 */
export async function startIsolatedStack(root, { label, baseEnv, env = {}, logDir }) {
  const id = randomBytes(5).toString('hex');
  const database = await createDatabase(root, baseEnv.DATABASE_URL, `stagelink_${label}_${id}`);
  // Its own NATS namespace and Redis prefix; a second gateway in front of the same services needs them too.
  const sharedEnv = { NATS_NAMESPACE: `${label}-${id}`, REDIS_KEY_PREFIX: `stagelink-${label}:${id}:` };
  try {
    const stack = await startStack(root, {
      port: await freePort(),
      logDir,
      env: {
        ...baseEnv,
        DATABASE_URL: database.url,
        ...sharedEnv,
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return { url: stack.url, databaseUrl: database.url, sharedEnv, stop: () => stack.stop().finally(() => database.drop()) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
