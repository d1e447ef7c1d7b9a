import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import type { ServiceName } from '@stagelink/contracts';
import { readInfraConfig, withoutUrlPasswords } from '../config/env';
import { RpcErrorFilter } from '../errors/rpc-error.filter';
import { strictValidationPipe } from '../validation/strict-validation-pipe';

/**
 * A service listens on NATS in a queue group named after itself, so that several replicas
 * share the load and each request is answered once.
 */
export async function createServiceApp(service: ServiceName, module: Type<unknown>): Promise<INestMicroservice> {
  const { natsUrl } = readInfraConfig();
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    transport: Transport.NATS,
    options: {
      servers: [natsUrl],
      queue: service,
      name: `stagelink-${service}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    },
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(strictValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter());
  app.enableShutdownHooks();
  await app.listen();
  return app;
}

/** Why a process could not start, in one line that names no URL's password. */
export function bootFailure(error: unknown): string {
  return withoutUrlPasswords(error instanceof Error ? error.message : String(error));
}

/** The `main.ts` of every service: start, or explain in one line why not and exit. */
export function runService(service: ServiceName, module: Type<unknown>): void {
  createServiceApp(service, module).then(
    () => console.log(`${service} service listening on NATS`),
    (error: unknown) => {
      console.error(`${service} service failed to start: ${bootFailure(error)}`);
      process.exit(1);
    },
  );
}
