import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddContactMessageDto,
  EngagementPatterns,
  subjectOf,
  SubscribeNewsletterDto,
  type NewsletterSubscription,
} from '@stagelink/contracts';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @MessagePattern(subjectOf(EngagementPatterns.subscribeNewsletter))
  subscribe(@Payload() request: SubscribeNewsletterDto): Promise<NewsletterSubscription> {
    return this.newsletter.subscribe(request);
  }

  @MessagePattern(subjectOf(EngagementPatterns.addNewsletterContact))
  addContact(@Payload() request: AddContactMessageDto): Promise<NewsletterSubscription> {
    return this.newsletter.addContact(request);
  }
}
