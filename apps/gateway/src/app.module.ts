import { Module } from '@nestjs/common';
import { loggerModule } from '@stagelink/nest-kit';
import { AuthModule } from './auth/auth.module';
import { BookingsModule } from './bookings/bookings.module';
import { ObjectStorageModule } from './common/object-storage.module';
import { RedisModule } from './common/redis.module';
import { RpcModule } from './common/rpc.module';
import { GatewayConfigModule } from './config/config.module';
import type { GatewayConfig } from './config/gateway-config';
import { EngagementModule } from './engagement/engagement.module';
import { HealthModule } from './health/health.module';
import { ProfileModule } from './profile/profile.module';
import { VisitorsModule } from './visitors/visitors.module';
import { WebModule } from './web/web.module';

export class AppModule {
  static forRoot(config: GatewayConfig) {
    @Module({
      imports: [
        GatewayConfigModule.forRoot(config),
        loggerModule(),
        RedisModule,
        RpcModule,
        ObjectStorageModule,
        AuthModule,
        VisitorsModule,
        HealthModule,
        ProfileModule,
        EngagementModule,
        BookingsModule,
        WebModule,
      ],
    })
    class ConfiguredAppModule {}
    return ConfiguredAppModule;
  }
}
