import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AccessLogRecorder } from '../access-log/access-log-recorder';
import { sessionCookieName } from '../auth/session-cookie';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { observeAnswer } from '../metrics/http-metrics';
import { PUBLIC_READ_PATHS, PublicReads, type PublicReadAnswer } from '../profile/public-reads';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The visitors' cached reads (`GET /api/profile`, `GET /api/sections`) answered before Fastify's
 * router, Nest's pipeline and their hooks, with every guarantee they keep (docs/decisions.md,
 * D-135): the same headers, decided by the same code (public-reads.ts) with the security
 * headers made at boot; the same access-log entry; and the guard's decision, which for a request
 * without the owner's session cookie is "a visitor's read". Anything else goes to Fastify as it
 * came: another method or address (a query, another spelling), the session cookie (whatever its
 * value), a conditional request, a body, request lines being logged, a gateway that is closing
 * (its answers close their connections, D-98), or a text this gateway has not read within the
 * last second (the normal path reads Redis or the service, and fills the copy for the next).
 */
@Injectable()
export class PublicReadFrontDoor {
  /** Requests answered here, not by Fastify: how the tests tell which path answered. */
  answered = 0;
  private readonly logger = new Logger(PublicReadFrontDoor.name);
  private readonly enabled: boolean;
  private readonly cookieName: string;
  private readonly trust: ((address: string, hop: number) => boolean) | null;
  private readonly ready = new WeakMap<Buffer, { headers: PublicReadAnswer['headers']; list: unknown[] }>();
  private securityHeaders: Readonly<Record<string, string>> = {};
  private closing = false;

  constructor(
    private readonly reads: PublicReads,
    private readonly recorder: AccessLogRecorder,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    // With request lines on (LOG_REQUESTS), every request must reach the logger (libs/nest-kit).
    this.enabled = config.publicReadsFrontDoor && process.env.LOG_REQUESTS !== 'true';
    this.cookieName = sessionCookieName(config);
    // The address as Fastify's `request.ip` reads it, with the same proxies believed.
    this.trust = config.trustedProxies.length > 0 ? proxyAddr.compile(config.trustedProxies) : null;
  }

  /**
   * Stands in front of Fastify's request listener on its own server, keeping every setting
   * Fastify gave the server (timeouts, keep-alive). Called before the app is ready.
   */
  install(fastify: FastifyInstance, securityHeaders: Readonly<Record<string, string>>): void {
    if (!this.enabled) return;
    this.securityHeaders = securityHeaders;
    const server: Server = fastify.server;
    const fastifyListeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.answeredSafely(request, response)) return;
      for (const listener of fastifyListeners) listener.call(server, request, response);
    });
    fastify.addHook('preClose', (done) => {
      this.closing = true;
      done();
    });
  }

  /** Never throws into the server: a failure before the answer began leaves the request to Fastify. */
  private answeredSafely(request: IncomingMessage, response: ServerResponse): boolean {
    try {
      return this.answer(request, response);
    } catch (error) {
      this.logger.error({ err: error }, 'The front door failed on a cached read');
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing || request.method !== 'GET') return false;
    const read = PUBLIC_READ_PATHS.get(request.url ?? '');
    if (read === undefined) return false;
    const started = performance.now();
    const headers = request.headers;
    if (headers.cookie?.includes(this.cookieName)) return false;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const answer = this.reads.answerAtOnce(read, headers['accept-encoding']);
    if (!answer) return false;
    response.writeHead(200, this.headerList(answer) as unknown as Record<string, string>);
    response.end(answer.body);
    this.answered += 1;
    // The path is the route's pattern: the front door answers only these exact paths.
    observeAnswer('GET', request.url ?? '', 200, (performance.now() - started) / 1000);
    this.recorder.recordAnswer({
      ip: (this.trust ? proxyAddr(request, this.trust) : request.socket.remoteAddress) ?? '',
      method: 'GET',
      url: request.url ?? '',
      status: 200,
      location: undefined,
      userAgent: headers['user-agent'],
    });
    return true;
  }

  /**
   * The headers in the order the normal path sends them, as one flat list, made once per body
   * and headers (a scheduled list's headers change with its next edge, D-120, and are made anew).
   */
  private headerList(answer: PublicReadAnswer): unknown[] {
    const known = typeof answer.body === 'string' ? undefined : this.ready.get(answer.body);
    if (known?.headers === answer.headers) return known.list;
    const list = Object.entries({
      ...this.securityHeaders,
      ...answer.headers,
      'content-length': String(Buffer.byteLength(answer.body)),
    }).flat();
    if (typeof answer.body !== 'string') this.ready.set(answer.body, { headers: answer.headers, list });
    return list;
  }
}
