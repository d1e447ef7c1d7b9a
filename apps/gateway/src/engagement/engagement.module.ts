import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { AdminLikesController } from './admin-likes.controller';
import { AnalyticsController } from './analytics.controller';
import { ArtificialLikesController } from './artificial-likes.controller';
import { LikesController } from './likes.controller';
import { NewsletterController } from './newsletter.controller';
import { PageLikesController } from './page-likes.controller';
import { SubscribersController } from './subscribers.controller';
import { UnsubscribePageController } from './unsubscribe-page.controller';

@Module({
  imports: [ProfileModule],
  controllers: [
    LikesController,
    PageLikesController,
    AnalyticsController,
    NewsletterController,
    ArtificialLikesController,
    AdminLikesController,
    SubscribersController,
    UnsubscribePageController,
  ],
})
export class EngagementModule {}
