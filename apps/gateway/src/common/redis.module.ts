import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/**
 * One Redis connection for sessions and throttling. Commands fail at once while Redis is
 * away (no offline queue), so a request answers 503 instead of waiting forever. The client
 * tries again every moment by itself (ioredis's retry strategy, at most every 2 s), from the
 * first connect on: the gateway starts and serves the page without Redis, and the calls that
 * need it work again as soon as it is back (docs/decisions.md, D-99).
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = new Redis(config.redisUrl, {
      keyPrefix: config.redisKeyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 3000,
      lazyConnect: true,
    });
  }

  /** Connects, or fails once and keeps trying: a Redis that is not up yet is a line in the log, not a failed boot. */
  async connect(): Promise<void> {
    let away = false;
    // Once per outage, rather than once per retry (ioredis prints every error it is not given a listener for).
    this.client.on('error', (error: unknown) => {
      if (away) return;
      away = true;
      this.logger.warn({ err: error }, 'Redis cannot be reached; sessions, rate limits and the shared cache wait for it');
    });
    this.client.on('ready', () => {
      if (away) this.logger.log('Redis is back');
      away = false;
    });
    await this.client.connect().catch(() => undefined); // said by the error listener; the client keeps trying
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
