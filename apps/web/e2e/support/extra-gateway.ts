import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ExtraGateway {
  url: string;
  stop: () => Promise<void>;
}

// Playwright runs from the repository's root (as common-js.ts assumes).
const ROOT = process.cwd();
const READY_LINE = /Stagelink is serving on/;

/**
 * One more gateway in front of the run's own services, with settings of its own: the run's
 * gateways keep the public-read cache off (scripts/lib/e2e.mjs), a test that shows the cache at
 * work starts one with it on. It gets a Redis prefix of its own, so what it caches is its alone.
 */
export async function startExtraGateway(settings: Record<string, string>): Promise<ExtraGateway> {
  const runEnv = process.env.E2E_GATEWAY_ENV;
  if (!runEnv) throw new Error('E2E_GATEWAY_ENV is not set: run the end-to-end tests with `npm test`.');
  const { freePort } = (await import(pathToFileURL(join(ROOT, 'scripts/lib/ports.mjs')).href)) as { freePort: () => Promise<number> };
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'apps/gateway/dist/main.js')], {
    env: {
      ...(JSON.parse(runEnv) as Record<string, string>),
      PORT: String(port),
      REDIS_KEY_PREFIX: `stagelink-e2e-extra:${randomBytes(5).toString('hex')}:`,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY_LINE.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the extra gateway exited (${code}) before serving:\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
