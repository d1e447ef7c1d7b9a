import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  addContactMessageSchema,
  EngagementPatterns,
  subjectOf,
  subscribeNewsletterSchema,
  type AddContactMessageDto,
  type NewsletterSubscription,
  type SubscribeNewsletterDto,
} from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @MessagePattern(subjectOf(EngagementPatterns.subscribeNewsletter))
  subscribe(@CheckedPayload(subscribeNewsletterSchema) request: SubscribeNewsletterDto): Promise<NewsletterSubscription> {
    return this.newsletter.subscribe(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.addNewsletterContact))
  addContact(@CheckedPayload(addContactMessageSchema) request: AddContactMessageDto): Promise<NewsletterSubscription> {
    return this.newsletter.addContact(request);
  }
}
