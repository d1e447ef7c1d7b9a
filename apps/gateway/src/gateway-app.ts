import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_JSON_BODY_BYTES } from '@stagelink/contracts';
import { strictValidationPipe } from '@stagelink/nest-kit';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AppModule } from './app.module';
import { AdminAccessHook } from './auth/admin-access.hook';
import { HttpErrorFilter } from './common/http-error.filter';
import { RedisConnection } from './common/redis.module';
import type { GatewayConfig } from './config/gateway-config';
import { BASE_POLICY } from './web/content-security-policy';
import { PageRenderer } from './web/page-renderer';
import { registerSpaHost } from './web/spa-host';

/** Builds the whole gateway, ready to `listen`; tests build it the same way. */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(strictValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Set below from a string made once; pages replace it with their own, nonce included.
    contentSecurityPolicy: false,
    // HSTS only means something over TLS, which production is expected to have.
    strictTransportSecurity: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', BASE_POLICY);
  });
  await app.get(RedisConnection).connect();
  app.get(AdminAccessHook).register(fastify);
  await registerSpaHost(fastify, config.webDistDir, app.get(PageRenderer));
  await app.init();
  return app;
}
