import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { isTracing, parseTraceparent, runInTrace, startSpan, stopTracing, TRACEPARENT_HEADER } from '@stagelink/nest-kit';

/** The gateway's name in its spans. */
export const GATEWAY_TRACE_NAME = 'stagelink-gateway';
/** Every answer past the front door names its request id here. */
export const REQUEST_ID_HEADER = 'x-request-id';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Each request Fastify handles runs in a trace of its own (docs/decisions.md, D-157): the trace id
 * is the request id (Fastify's `request.id`, the `X-Request-Id` answer header, a 5xx body's
 * `requestId`), every log line written for it names it, and every NATS request it makes carries it
 * to the service in `traceparent`. A `traceparent` sent by a client is believed only from a trusted
 * proxy (TRUSTED_PROXIES), and only well formed; anyone else starts a new trace, so a visitor
 * cannot file their requests under another's id. Stands in front of Fastify's request listener
 * like the front door, which is installed after it, so the cached public reads it answers cost
 * nothing of this.
 */
export function installRequestTrace(fastify: FastifyInstance, trustedProxies: readonly string[]): void {
  const trust = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : null;
  const server = fastify.server;
  const fastifyListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const exported = isTracing(GATEWAY_TRACE_NAME);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const fromProxy = trust !== null && trust(request.socket.remoteAddress ?? '', 0);
    const parent = fromProxy ? parseTraceparent(request.headers[TRACEPARENT_HEADER]) : undefined;
    const attributes = exported ? { 'http.request.method': request.method ?? '', 'url.path': pathOf(request.url) } : undefined;
    const { context, span } = startSpan(GATEWAY_TRACE_NAME, { name: request.method ?? 'HTTP', kind: 'server', parent, attributes });
    response.setHeader(REQUEST_ID_HEADER, context.traceId);
    if (exported) {
      response.once('close', () => {
        const status = response.statusCode;
        span.end(status >= 500 ? `HTTP ${status}` : undefined, { 'http.response.status_code': status });
      });
    }
    runInTrace(context, () => {
      for (const listener of fastifyListeners) listener.call(server, request, response);
    });
  });
  fastify.addHook('onClose', async () => stopTracing(GATEWAY_TRACE_NAME));
}

function pathOf(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}
