import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity])],
  controllers: [NewsletterController, SubscribersController],
  providers: [NewsletterRepository, NewsletterService, SubscribersService],
})
export class NewsletterModule {}
