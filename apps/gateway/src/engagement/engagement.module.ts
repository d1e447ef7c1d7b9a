import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { AnalyticsController } from './analytics.controller';
import { LikesController } from './likes.controller';
import { NewsletterController } from './newsletter.controller';

@Module({ imports: [ProfileModule], controllers: [LikesController, AnalyticsController, NewsletterController] })
export class EngagementModule {}
