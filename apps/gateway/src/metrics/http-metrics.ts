import type { FastifyInstance } from 'fastify';
import { httpRequestSeconds, UNMATCHED_ROUTE } from '@stagelink/nest-kit';

/**
 * Counts and times every answer by its route's pattern (`/api/admin/sections/:id`, never the
 * URL, whose ids and queries would make a series per visitor), method and status, for
 * Prometheus (docs/decisions.md, D-154). Fastify times the reply already (`elapsedTime`); the
 * hook adds one observation of a histogram made for the hot path (about 0.2 µs).
 */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  const seconds = httpRequestSeconds();
  fastify.addHook('onResponse', (request, reply, done) => {
    seconds.observe(['gateway', request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode], reply.elapsedTime / 1000);
    done();
  });
}

/** The same observation for an answer made before Fastify (the front door's cached reads, D-135). */
export function observeAnswer(method: string, route: string, status: number, seconds: number): void {
  httpRequestSeconds().observe(['gateway', method, route, status], seconds);
}
