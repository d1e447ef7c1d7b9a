import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from './database.mjs';
import { printLabelled } from './log.mjs';
import { freePort } from './ports.mjs';
import { Supervisor } from './supervisor.mjs';
import { withVisitorSecret } from './visitor-secret.mjs';

export const SERVICES = ['profile', 'engagement', 'bookings', 'i18n'];

/** A process of ours may take 10 s to finish its work when stopped (D-98); then it is killed. */
const STOP_GRACE_MS = 12_000;
/** What a service and the gateway print once they take work (libs/nest-kit runService, apps/gateway main.ts). */
const READY_LINE = /service listening on NATS|Stagelink is serving on/;
/** The one process of the single-process mode is ready once its gateway serves. */
const GATEWAY_READY_LINE = /Stagelink is serving on/;
/** Its name for the supervisor and the logs (docs/decisions.md, D-137). */
export const SINGLE_PROCESS_NAME = 'stagelink';
/** A process that has not printed it by then is taken as failed (a loaded machine boots slowly). */
const READY_TIMEOUT_MS = 180_000;

/**
 * Starts the four built services and the gateway as processes under a Supervisor and waits
 * until the gateway reports every part healthy. `scale` runs several replicas of a service
 * (`{ engagement: 2 }`), named as docker compose names them (engagement-1, engagement-2); they
 * share its NATS queue group. With `restart`, a process that dies after the site first came up
 * is started again (`npm start`, docs/decisions.md, D-97); without, it stays down, as a test
 * wants. One that exits while the site starts fails the start either way. A process counts
 * as started once it says it takes work, so the supervisor's `replace` (a rolling restart) stops
 * the old one only then. `morePorts` adds gateways (gateway-1 on `port`, gateway-2...), as
 * replicas behind a proxy. Output goes to the console with a prefix, or to log files. The
 * gateways alone get the VISITOR_SECRET: the environment's, else this clone's local key.
 * `singleProcess` runs the four services and the gateway in one process instead
 * (scripts/lib/single-process-main.mjs, D-137), supervised as one unit; no replicas then.
 */
export async function startStack(
  root,
  { env, port, logDir, healthTimeoutMs = 60000, restart = false, scale = {}, morePorts = [], gatewayNodeArgs = [], singleProcess = false },
) {
  if (singleProcess && (Object.values(scale).some((count) => count > 1) || morePorts.length > 0)) {
    throw new Error('The single-process mode runs one of each service and one gateway: no --scale with it');
  }
  const supervisor = new Supervisor({ restart });
  const output = outputOf(logDir);
  const launch = (name, script, processEnv = env, nodeArgs = []) =>
    supervisor.add(
      name,
      async () => {
        const child = spawn(process.execPath, [...nodeArgs, join(root, script)], { env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
        output(child, name);
        await untilReady(child, name, singleProcess ? GATEWAY_READY_LINE : READY_LINE);
        return child;
      },
      { graceMs: STOP_GRACE_MS },
    );
  const services = singleProcess
    ? []
    : SERVICES.flatMap((service) => replicaNames(service, scale[service] ?? 1).map((name) => ({ name, service })));
  const ports = [port, ...morePorts];
  const gatewayScript = singleProcess ? 'scripts/lib/single-process-main.mjs' : 'apps/gateway/dist/main.js';
  const gateways = singleProcess
    ? [{ name: SINGLE_PROCESS_NAME, port }]
    : replicaNames('gateway', ports.length).map((name, index) => ({ name, port: ports[index] }));
  const urls = ports.map((gatewayPort) => `http://127.0.0.1:${gatewayPort}`);
  const stop = async () => {
    supervisor.release();
    // The gateways first, while the services still answer what they finish; then the services together.
    const running = (names) => names.filter((name) => supervisor.names().includes(name));
    await Promise.all(running(gateways.map(({ name }) => name)).map((name) => supervisor.stop(name)));
    await Promise.all(running(services.map(({ name }) => name)).map((name) => supervisor.stop(name)));
  };
  const gatewayEnv = withVisitorSecret(root, env);
  try {
    // All at once: a gateway starts without its services, and serves them as they come (D-97).
    await Promise.all([
      ...services.map(({ name, service }) => launch(name, `services/${service}/dist/main.js`)),
      ...gateways.map(({ name, port: gatewayPort }) =>
        launch(name, gatewayScript, { ...gatewayEnv, PORT: String(gatewayPort) }, gatewayNodeArgs),
      ),
    ]);
    await Promise.all(urls.map((url) => waitForHealthy(url, supervisor, healthTimeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: urls[0],
    urls,
    stop,
    supervisor,
    gatewayEnv,
    services: services.map(({ name }) => name),
    gateways: gateways.map(({ name }) => name),
  };
}

/** Resolves once the process prints that it takes work; rejects if it exits or stays silent too long. */
function untilReady(child, name, readyLine) {
  return new Promise((resolve, reject) => {
    // A listener of its own, not a readline: closing one would pause the stream for the log too.
    let tail = '';
    const read = (chunk) => {
      const text = tail + chunk.toString();
      if (readyLine.test(text)) return done();
      tail = text.slice(-200); // a line split between two chunks
    };
    const timer = setTimeout(
      () => done(new Error(`The ${name} process did not start within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    const exited = (code, signal) => done(new Error(`The ${name} process exited (${signal ?? `code ${code}`}) while starting`));
    const done = (error) => {
      clearTimeout(timer);
      child.stdout.off('data', read);
      child.off('exit', exited);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve();
    };
    child.stdout.on('data', read);
    child.once('exit', exited);
  });
}

/** One replica keeps the service's name; several are numbered, as `docker compose --scale` numbers them. */
export function replicaNames(service, count) {
  return count === 1 ? [service] : Array.from({ length: count }, (_, index) => `${service}-${index + 1}`);
}

async function waitForHealthy(url, supervisor, timeoutMs) {
  let exited = null;
  const onExit = (name, code, signal) => (exited ??= `The ${name} process exited (${signal ?? `code ${code}`}) while starting`);
  supervisor.on('exit', onExit);
  try {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (exited) throw new Error(exited);
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
  } finally {
    supervisor.off('exit', onExit);
  }
}

/** Where each process's output goes: a log file per name, kept across restarts, or the console with a prefix. */
function outputOf(logDir) {
  const files = new Map();
  return (child, name) => {
    if (logDir) {
      if (!files.has(name)) files.set(name, createWriteStream(join(logDir, `${name}.log`)));
      child.stdout.pipe(files.get(name), { end: false });
      child.stderr.pipe(files.get(name), { end: false });
      return;
    }
    const label = `[${name}]`.padEnd(15);
    for (const stream of [child.stdout, child.stderr]) printLabelled(stream, label);
  };
}

/**
 * The whole site on a database, NATS namespace and Redis prefix of its own, so a test run or
 * a benchmark shares the servers with a developer's site without touching its data.
 * `stop` stops the processes and drops the database; `durable: false` for a test run's database
 * (scripts/lib/database.mjs). Other options are startStack's.
 */
export async function startIsolatedStack(root, { label, baseEnv, env = {}, logDir, durable = true, ...stackOptions }) {
  const id = randomBytes(5).toString('hex');
  const database = await createDatabase(root, baseEnv.DATABASE_URL, `stagelink_${label}_${id}`, { durable });
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
      ...stackOptions,
    });
    return {
      url: stack.url,
      databaseUrl: database.url,
      sharedEnv,
      gatewayEnv: stack.gatewayEnv,
      supervisor: stack.supervisor,
      stop: () => stack.stop().finally(() => database.drop()),
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
