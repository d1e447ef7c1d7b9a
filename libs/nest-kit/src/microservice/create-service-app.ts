import { hostname } from 'node:os';
import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { ServiceName } from '@stagelink/contracts';
import { readInfraConfig } from '../config/env';
import { withoutUrlPasswords } from '../config/env-vars';
import { RpcErrorFilter } from '../errors/rpc-error.filter';
import { closeGracefullyOnSignals, closeQueueWorkers } from '../lifecycle/graceful-shutdown';
import { serveProcessMetrics } from '../metrics/metrics-endpoint';
import { watchQueueDepth } from '../metrics/queue-depth';
import { startTracing, stopTracing } from '../tracing/tracing';
import { DrainingNatsServer } from './draining-nats-server';
import { MessageMetricsInterceptor } from './message-metrics.interceptor';

/**
 * This process among the replicas of its service: the host and the process id, in the name of
 * its NATS connection (NATS's monitoring lists the messages of each) and in its log.
 */
export function instanceId(): string {
  return `${hostname()}:${process.pid}`;
}

/**
 * A service listens on NATS in a queue group named after itself, so that several replicas
 * share the load and each request is answered once. It waits for NATS when NATS is not up yet,
 * and finds it again after an outage (docs/decisions.md, D-99); a stop finishes the work in
 * hand first (D-98), then sends the spans still waiting when tracing is on (D-157).
 */
export async function createServiceApp(service: ServiceName, module: Type<unknown>): Promise<INestMicroservice> {
  const { natsUrl } = readInfraConfig();
  const traceName = `stagelink-${service}`;
  await startTracing(traceName);
  const server = new DrainingNatsServer(
    {
      servers: [natsUrl],
      queue: service,
      name: `stagelink-${service} ${instanceId()}`,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    },
    traceName,
  );
  const app = await NestFactory.createMicroservice(module, { strategy: server, bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new RpcErrorFilter(service));
  app.useGlobalInterceptors(new MessageMetricsInterceptor(service));
  closeGracefullyOnSignals(app, {
    name: `${service} service`,
    // NATS first, so no new request arrives while the jobs finish; both before the connections close.
    drain: async () => {
      await server.drain();
      await closeQueueWorkers(app);
      await stopTracing(traceName);
    },
  });
  await app.listen();
  // Prometheus's own port, never NATS's or the public one (docs/decisions.md, D-154).
  watchQueueDepth(app, service);
  await serveProcessMetrics(service, process.env);
  return app;
}

/** Why a process could not start, in one line that names no URL's password. */
export function bootFailure(error: unknown): string {
  return withoutUrlPasswords(error instanceof Error ? error.message : String(error));
}

/** The `main.ts` of every service: start, or explain in one line why not and exit. */
export function runService(service: ServiceName, module: Type<unknown>): void {
  createServiceApp(service, module).then(
    () => console.log(`${service} service listening on NATS (${instanceId()})`),
    (error: unknown) => {
      console.error(`${service} service failed to start: ${bootFailure(error)}`);
      process.exit(1);
    },
  );
}
