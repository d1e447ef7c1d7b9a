import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { MAX_JSON_BODY_BYTES } from '@stagelink/contracts';
import { currentTrace, startTracing } from '@stagelink/nest-kit';
import { AccessLogRecorder } from './access-log/access-log-recorder';
import { AppModule } from './app.module';
import { AdminAccessHook } from './auth/admin-access.hook';
import { HttpErrorFilter } from './common/http-error.filter';
import { RedisConnection } from './common/redis.module';
import { registerRequestBodyRules } from './common/request-body';
import { registerRequestTargetCheck } from './common/request-target.hook';
import { GATEWAY_TRACE_NAME, installRequestTrace } from './common/request-trace';
import type { GatewayConfig } from './config/gateway-config';
import { PublicReadFrontDoor } from './front-door/public-read-front-door';
import { registerHttpMetrics } from './metrics/http-metrics';
import { PageRenderer } from './web/page-renderer';
import { headersFor, securityHeaders } from './web/security-headers';
import { registerSpaHost } from './web/spa-host';
import { WebAppBuild } from './web/web-app-build';

/** Builds the whole gateway, ready to `listen`; tests build it the same way. */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  // OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing of it is loaded (D-157).
  await startTracing(GATEWAY_TRACE_NAME);
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // The request id is the request's trace id (common/request-trace.ts, D-157).
    genReqId: () => currentTrace()?.traceId ?? randomUUID(),
    // A stopping gateway still answers what comes on connections already open, each answer
    // closing its connection, instead of a 503 for work it can finish (docs/decisions.md, D-98).
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Nest's parsers (JSON and urlencoded) are replaced by the gateway's own strict rules.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new HttpErrorFilter());

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await app.register(fastifyCookie);
  // Every answer, a refused one too: the API's answers get the API's set, anything else the
  // documents' set, whose policy pages replace with their own, its scripts' hashes included (D-184).
  const headers = securityHeaders({ hsts: config.production });
  fastify.addHook('onRequest', async (request, reply) => {
    reply.headers(headersFor(headers, request.url));
  });
  // Answers made per request (the owner's reads, errors) are compressed on the way out; what
  // many visitors get is compressed once and marked so, which this leaves alone (D-53).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies come as sent: nothing is inflated before the size rules (common/request-body.ts).
    globalDecompression: false,
  });
  // The order matters: the target is checked before anything reads the path, and the body
  // rules read the route table entry that the admin guard found.
  registerHttpMetrics(fastify);
  app.get(AccessLogRecorder).register(fastify);
  registerRequestTargetCheck(fastify);
  await app.get(RedisConnection).connect();
  app.get(AdminAccessHook).register(fastify);
  await registerRequestBodyRules(fastify);
  await registerSpaHost(fastify, config.webDistDir, app.get(WebAppBuild).template, app.get(PageRenderer));
  // Every request past the front door runs in its trace; the cached reads do not (D-157).
  installRequestTrace(fastify, config.trustedProxies);
  // The cached public reads, answered before all of the above with the same headers and log (D-135).
  app.get(PublicReadFrontDoor).install(fastify, headers.api);
  await app.init();
  return app;
}
