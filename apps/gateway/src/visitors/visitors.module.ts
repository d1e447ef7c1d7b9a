import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Global, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { RedisConnection } from '../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { VisitorIdentity } from './visitor-identity';
import { VisitorRateLimitGuard, visitorThrottlers } from './visitor-rate-limit';

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG, Reflector, RedisConnection],
      useFactory: (config: GatewayConfig, reflector: Reflector, redis: RedisConnection) => ({
        ...visitorThrottlers(config, reflector),
        storage: new ThrottlerStorageRedisService(redis.client),
      }),
    }),
  ],
  providers: [VisitorIdentity, VisitorRateLimitGuard],
  exports: [VisitorIdentity, VisitorRateLimitGuard, ThrottlerModule],
})
export class VisitorsModule {}
