import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import { PROCESS_HOST } from '../lifecycle/graceful-shutdown';
import { readMetricsConfig, type MetricsConfig } from './metrics-config';
import { metricsRegistry, type MetricsProcess } from './metrics-registry';

/** A running metrics endpoint: where it listens, and how to stop it. */
export interface MetricsEndpoint {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A small HTTP server of its own for Prometheus (docs/decisions.md, D-154): `GET /metrics` and
 * nothing else, on its own port, never the public one. Its sockets do not keep the process up,
 * so a stopping process need not close it.
 */
export async function startMetricsEndpoint(registry: Registry, { host, port }: { host: string; port: number }): Promise<MetricsEndpoint> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        new Logger('Metrics').warn({ err: error }, 'The metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  const address = server.address() as AddressInfo;
  return { host: address.address, port: address.port, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The endpoint of this process, once: in the single-process mode the five apps ask for it. */
let processEndpoint: Promise<MetricsEndpoint | null> | null = null;

/**
 * Serves this process's metrics as its configuration says, with Node's own (memory, CPU, event
 * loop, GC). In the single-process mode (D-137) the first app to ask starts the one endpoint,
 * on the gateway's port, and the others share it. A port that is taken costs the metrics, not
 * the site: the process says so and serves on.
 */
export function serveProcessMetrics(owner: MetricsProcess, env: Record<string, string | undefined>): Promise<MetricsEndpoint | null> {
  const oneProcessForAll = (globalThis as Record<symbol, unknown>)[PROCESS_HOST] !== undefined;
  processEndpoint ??= startFor(readMetricsConfig(oneProcessForAll ? 'gateway' : owner, env), oneProcessForAll ? 'site' : owner);
  return processEndpoint;
}

async function startFor(config: MetricsConfig, name: string): Promise<MetricsEndpoint | null> {
  if (config.port === null) return null;
  const registry = metricsRegistry();
  collectDefaultMetrics({ register: registry });
  try {
    const endpoint = await startMetricsEndpoint(registry, { host: config.host, port: config.port });
    new Logger('Metrics').log(`The ${name} metrics are at http://${config.host}:${endpoint.port}/metrics`);
    return endpoint;
  } catch (error) {
    new Logger('Metrics').warn(
      { err: error },
      `No metrics endpoint for the ${name}: ${config.host}:${config.port} is not free (METRICS_PORT)`,
    );
    return null;
  }
}
