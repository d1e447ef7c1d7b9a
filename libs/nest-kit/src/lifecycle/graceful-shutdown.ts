import { INestApplicationContext, Logger } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/** How long a stopping process may take to finish its work (docs/decisions.md, D-98). */
export const SHUTDOWN_BOUND_MS = 10_000;

export interface GracefulShutdownOptions {
  /** Names the process in its log lines. */
  name: string;
  /** Stops taking new work and finishes what is in hand, before the app closes its connections. */
  drain?: () => Promise<void>;
  boundMs?: number;
}

/**
 * SIGTERM or SIGINT: stop taking new work, finish what is in hand, close every connection, and
 * exit 0 (docs/decisions.md, D-98). Past the bound the process says so and exits 1, so a stop
 * never hangs. Used instead of Nest's `enableShutdownHooks`, which has no bound and ends the
 * process by raising the signal again. A second signal (Ctrl+C reaches every process of the
 * terminal, and `npm start` sends SIGTERM too) changes nothing.
 */
export function closeGracefullyOnSignals(app: INestApplicationContext, options: GracefulShutdownOptions): void {
  const host = processHost();
  if (host) {
    // One process for the whole site (docs/decisions.md, D-137): the host stops the apps in
    // order, the gateway first, and exits once, rather than the first app done ending the rest.
    host.register(options.name, async () => {
      await options.drain?.();
      await app.close();
    });
    return;
  }
  const logger = new Logger('Shutdown');
  const boundMs = options.boundMs ?? SHUTDOWN_BOUND_MS;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    logger.log(`${signal}: the ${options.name} takes no new work and finishes what it has (at most ${boundMs / 1000} s)`);
    setTimeout(() => {
      logger.error(`The ${options.name} did not finish within ${boundMs / 1000} s; exiting with what is left undone`);
      process.exit(1);
    }, boundMs);
    (async () => {
      await options.drain?.();
      await app.close();
    })().then(
      () => {
        logger.log(`The ${options.name} stopped cleanly in ${Date.now() - startedAt} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, `The ${options.name} failed while stopping`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** What the one-process launcher (scripts/lib/single-process-main.mjs) offers the apps it runs. */
export interface ProcessHost {
  /** `stop` takes no new work, finishes what is in hand and closes the app's connections. */
  register(name: string, stop: () => Promise<void>): void;
}

/** Where the one-process launcher puts its host, before it loads the apps. */
export const PROCESS_HOST = Symbol.for('stagelink.process-host');

function processHost(): ProcessHost | undefined {
  return (globalThis as { [PROCESS_HOST]?: ProcessHost })[PROCESS_HOST];
}

/**
 * Closes every BullMQ worker of the app: each takes no new job and finishes the one it runs
 * (`Worker.close()`), before the database and Redis connections close under it. A service
 * without workers has nothing to close; @nestjs/bullmq is loaded only to tell the workers apart.
 */
export async function closeQueueWorkers(app: INestApplicationContext): Promise<void> {
  // Every provider of every module (a failed `app.get` of an optional provider would end the process).
  const providers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.providers.values()]);
  const instances = providers
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance) => instance !== null && typeof instance === 'object');
  if (instances.length === 0) return;
  const { WorkerHost } = await import('@nestjs/bullmq');
  const hosts = instances.filter((instance): instance is InstanceType<typeof WorkerHost> => instance instanceof WorkerHost);
  await Promise.all(
    hosts.map((host) =>
      host.worker.close().catch((error: unknown) => new Logger('Shutdown').warn({ err: error }, 'A queue worker failed to close')),
    ),
  );
}
