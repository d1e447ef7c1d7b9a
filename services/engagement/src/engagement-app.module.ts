import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { AnalyticsModule } from './analytics/analytics.module';
import { engagementDatabase } from './database/engagement-database';
import { LikesModule } from './likes/likes.module';
import { NewsletterModule } from './newsletter/newsletter.module';

@Module({
  imports: [loggerModule(), serviceDatabaseModule(engagementDatabase), LikesModule, AnalyticsModule, NewsletterModule],
  controllers: [serviceHealthController('engagement')],
})
export class EngagementAppModule {}
