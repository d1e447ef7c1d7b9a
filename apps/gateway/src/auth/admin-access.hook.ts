import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVisitorRoute, routeOfPattern, type ApiRoute } from '@stagelink/contracts';
import { sendError } from '../common/error-reply';
import { isApiPath, isSafeMethod, isSameOrigin } from '../common/request-facts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { AdminSession, AdminSessionStore } from './admin-session.store';
import { sessionCookieName } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession: AdminSession | null;
    /** The route table's entry for the API route the router matched, if it is one. */
    apiRoute: ApiRoute | null;
  }
}

/**
 * The one admin guard, on by default: every `/api` call needs the owner's session unless
 * the route is listed as a visitor route in the contracts. It decides on the route the
 * router matched (its pattern), not on a reading of the raw URL, so no spelling of a path
 * reaches a handler the guard did not judge. Paths that match no API route (the SPA host's
 * JSON 404, Fastify's 404) are judged by their path, so unbuilt routes stay admin-only too.
 */
@Injectable()
export class AdminAccessHook {
  private readonly cookieName: string;

  constructor(
    private readonly sessions: AdminSessionStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cookieName = sessionCookieName(config);
  }

  register(fastify: FastifyInstance): void {
    fastify.decorateRequest('adminSession', null);
    fastify.decorateRequest('apiRoute', null);
    fastify.addHook('onRoute', ({ method, url }) => [method].flat().forEach((each) => assertListed(each, url)));
    fastify.addHook('onRequest', (request, reply) => this.check(request, reply));
    // A callback hook, not an async one: every answer passes here, and most need nothing (D-82).
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (isOwnerAnswer(request, reply)) void reply.header('Cache-Control', 'private, no-store');
      done(null, payload);
    });
  }

  private async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const pattern = request.routeOptions.url;
    const routedToApi = pattern !== undefined && isApiPath(pattern);
    if (!routedToApi && !isApiPath(request.url)) return;
    request.apiRoute = routedToApi ? (routeOfPattern(request.method, pattern) ?? null) : null;
    const sessionId = request.cookies[this.cookieName];
    request.adminSession = sessionId ? await this.sessions.find(sessionId) : null;
    // Writes of any kind, the visitor's included, come from our own pages or from no browser.
    if (!isSafeMethod(request.method) && !isSameOrigin(request)) return sendError(reply, 403, 'Cross-site request refused.');
    if (this.isVisitorCall(request, routedToApi)) return;
    if (!request.adminSession) return sendError(reply, 401, 'You need to log in as the admin to do this.');
  }

  private isVisitorCall(request: FastifyRequest, routedToApi: boolean): boolean {
    if (routedToApi) return request.apiRoute?.access === 'visitor';
    return isVisitorRoute(request.method, request.url.split('?')[0] ?? '');
  }
}

/**
 * Nothing made for the owner is kept by a browser or a proxy (docs/security.md): an answer of an
 * owner route, any `/api` answer to a request that carries the owner's session, and any answer
 * that sets a cookie (the logins) are `private, no-store`, whatever the handler said.
 */
function isOwnerAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.apiRoute?.access === 'admin' || request.adminSession !== null || reply.hasHeader('set-cookie');
}

/**
 * An API handler the route table does not list would still be admin-only, but the table is
 * what the guard, the body rules and the tests read: a handler missing from it is a mistake
 * found at boot, not in production.
 */
export function assertListed(method: string, url: string): void {
  if (!isApiPath(url) || method === 'HEAD' || method === 'OPTIONS') return;
  if (!routeOfPattern(method, url)) {
    throw new Error(`${method} ${url} is not in the API route table (libs/contracts/src/gateway/api-routes.ts)`);
  }
}
