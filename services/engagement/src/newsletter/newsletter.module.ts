import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity])],
  controllers: [NewsletterController],
  providers: [NewsletterRepository, NewsletterService],
})
export class NewsletterModule {}
