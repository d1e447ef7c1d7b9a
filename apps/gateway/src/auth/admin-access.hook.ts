import { Inject, Injectable } from '@nestjs/common';
import { HttpErrorBody, isVisitorRoute } from '@stagelink/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { AdminSession, AdminSessionStore } from './admin-session.store';
import { sessionCookieName } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one admin guard, on by default: every `/api` call needs the owner's session unless
 * the route is listed as a visitor route in the contracts. Running as an `onRequest` hook,
 * it also covers routes that do not exist yet, so nothing is ever open by omission.
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
    fastify.addHook('onRequest', (request, reply) => this.check(request, reply));
  }

  private async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/')) return;
    const sessionId = request.cookies[this.cookieName];
    request.adminSession = sessionId ? await this.sessions.find(sessionId) : null;
    if (isVisitorRoute(request.method, path)) return;
    if (!request.adminSession) return refuse(reply, 401, 'You need to log in as the admin to do this.');
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      return refuse(reply, 403, 'Cross-site request refused.');
    }
  }
}

/** Cookie-authenticated writes must come from our own pages (SECURITY.md). */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function refuse(reply: FastifyReply, statusCode: 401 | 403, message: string): Promise<void> {
  const body: HttpErrorBody = { statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden', message };
  await reply.status(statusCode).send(body);
}
