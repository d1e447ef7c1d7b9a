import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { AccessLogEntity } from './access-logs/access-log.entity';
import { AnalyticsEventEntity } from './analytics/analytics-event.entity';
import { AnalyticsModule } from './analytics/analytics.module';
import { ArtificialLikeEntity } from './artificial-likes/artificial-like.entity';
import { CreateEngagementSchema1763769600000 } from './database/migrations/1763769600000-create-engagement-schema';
import { AddLikeTotals1763856000000 } from './database/migrations/1763856000000-add-like-totals';
import { AddProfileViewCount1764201600000 } from './database/migrations/1764201600000-add-profile-view-count';
import { LikeEntity } from './likes/like.entity';
import { LikesModule } from './likes/likes.module';
import { NewsletterSubscriptionEntity } from './newsletter/newsletter-subscription.entity';
import { NewsletterModule } from './newsletter/newsletter.module';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule({
      schema: 'engagement',
      entities: [LikeEntity, ArtificialLikeEntity, AnalyticsEventEntity, NewsletterSubscriptionEntity, AccessLogEntity],
      migrations: [CreateEngagementSchema1763769600000, AddLikeTotals1763856000000, AddProfileViewCount1764201600000],
    }),
    LikesModule,
    AnalyticsModule,
    NewsletterModule,
  ],
  controllers: [serviceHealthController('engagement')],
})
export class EngagementAppModule {}
