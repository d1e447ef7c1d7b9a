import { Module } from '@nestjs/common';
import { I18nModule } from '../i18n/i18n.module';
import { ProfileModule } from '../profile/profile.module';
import { WebModule } from '../web/web.module';
import { AdminLikesController } from './admin-likes.controller';
import { AnalyticsController } from './analytics.controller';
import { ArtificialLikesController } from './artificial-likes.controller';
import { LikesController } from './likes.controller';
import { NewsletterController } from './newsletter.controller';
import { PageLikesController } from './page-likes.controller';
import { SubscribersController } from './subscribers.controller';
import { UnsubscribePage } from './unsubscribe-page';
import { UnsubscribePageController } from './unsubscribe-page.controller';

@Module({
  imports: [ProfileModule, I18nModule, WebModule],
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
  providers: [UnsubscribePage],
})
export class EngagementModule {}
