import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';
import { ContactSubscriptionsController } from './contact-subscriptions.controller';
import { ContactSubscriptionsRepository } from './contact-subscriptions.repository';
import { ContactSubscriptionsService } from './contact-subscriptions.service';
import { EngagementErasureEntity } from './privacy-erasure.entity';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity, EngagementErasureEntity])],
  controllers: [ContactSubscriptionsController],
  providers: [ContactSubscriptionsRepository, ContactSubscriptionsService],
})
export class PrivacyModule {}
