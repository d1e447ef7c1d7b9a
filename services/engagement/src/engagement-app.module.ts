import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { AccessLogsModule } from './access-logs/access-logs.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ArtificialLikesModule } from './artificial-likes/artificial-likes.module';
import { engagementDatabase } from './database/engagement-database';
import { LikesModule } from './likes/likes.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RetentionModule } from './retention/retention.module';
import { SectionCleanupModule } from './section-cleanup/section-cleanup.module';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule(engagementDatabase),
    LikesModule,
    AnalyticsModule,
    NewsletterModule,
    ArtificialLikesModule,
    SectionCleanupModule,
    AccessLogsModule,
    RetentionModule,
    PrivacyModule,
  ],
  controllers: [serviceHealthController('engagement')],
})
export class EngagementAppModule {}
