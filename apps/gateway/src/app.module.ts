import { Module } from '@nestjs/common';
import { loggerModule } from '@stagelink/nest-kit';
import { AccessLogModule } from './access-log/access-log.module';
import { AnalyticsAdminModule } from './analytics/analytics.module';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { AuthModule } from './auth/auth.module';
import { BookingsModule } from './bookings/bookings.module';
import { ObjectStorageModule } from './common/object-storage.module';
import { RedisModule } from './common/redis.module';
import { RpcModule } from './common/rpc.module';
import { GatewayConfigModule } from './config/config.module';
import type { GatewayConfig } from './config/gateway-config';
import { DemoModule } from './demo/demo.module';
import { EngagementModule } from './engagement/engagement.module';
import { FrontDoorModule } from './front-door/front-door.module';
import { HealthModule } from './health/health.module';
import { I18nModule } from './i18n/i18n.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { MediaModule } from './media/media.module';
import { PrivacyModule } from './privacy/privacy.module';
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
        IdempotencyModule,
        HealthModule,
        ProfileModule,
        EngagementModule,
        BookingsModule,
        MediaModule,
        AccessLogModule,
        AnalyticsAdminModule,
        I18nModule,
        PrivacyModule,
        ApiDocsModule,
        DemoModule,
        WebModule,
        FrontDoorModule,
      ],
    })
    class ConfiguredAppModule {}
    return ConfiguredAppModule;
  }
}
