import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import type { NatsConnection } from 'nats';
import { Pool } from 'pg';
import { healthPattern, ServiceName } from '@stagelink/contracts';
import { withTimeout } from '@stagelink/nest-kit';
import { ObjectStorage } from '../common/object-storage.module';
import { RedisConnection } from '../common/redis.module';
import { NATS_CLIENT, RpcClient } from '../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** Each dependency check gives up after 3 s, so health answers in time (docs/security.md). */
const CHECK_TIMEOUT_MS = 3000;

@Injectable()
export class DependencyHealthIndicators implements OnApplicationShutdown {
  private readonly postgres: Pool;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly indicators: HealthIndicatorService,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    private readonly redis: RedisConnection,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {
    this.postgres = new Pool({ connectionString: config.databaseUrl, max: 1, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
    this.postgres.on('error', () => undefined);
  }

  postgresCheck(): Promise<HealthIndicatorResult> {
    return this.probe('postgres', () => this.postgres.query('SELECT 1'));
  }

  redisCheck(): Promise<HealthIndicatorResult> {
    return this.probe('redis', () => this.redis.client.ping());
  }

  storageCheck(): Promise<HealthIndicatorResult> {
    return this.probe('storage', () => this.storage.bucketAnswers());
  }

  /** A ping over the gateway's own NATS connection, rather than a new connection per check. */
  natsCheck(): Promise<HealthIndicatorResult> {
    return this.probe('nats', async () => {
      const connection = (await this.nats.connect()) as NatsConnection;
      await connection.flush();
    });
  }

  async serviceCheck(service: ServiceName): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(service);
    try {
      const health = await this.rpc.send(healthPattern(service), {});
      return health.status === 'up' ? indicator.up() : indicator.down({ database: health.database });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  private async probe(key: string, call: () => Promise<unknown>): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    try {
      await withTimeout(call(), CHECK_TIMEOUT_MS);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.postgres.end();
  }
}
