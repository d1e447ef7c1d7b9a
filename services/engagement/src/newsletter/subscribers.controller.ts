import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  countSubscribersMessageSchema,
  EngagementPatterns,
  listSubscribersMessageSchema,
  subjectOf,
  subscriberIdMessageSchema,
  type SubscriberBatch,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { NewsletterService } from './newsletter.service';
import { SubscribersService } from './subscribers.service';

/** The owner's subscriber calls, and the subscriber's own unsubscribe; each message parsed again (docs/decisions.md, D-43). */
@Controller()
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly newsletter: NewsletterService,
  ) {}

  @MessagePattern(subjectOf(EngagementPatterns.listSubscribers))
  list(@Payload() message: unknown): Promise<SubscriberBatch> {
    return this.subscribers.list(checkedMessage(listSubscribersMessageSchema, message));
  }

  @MessagePattern(subjectOf(EngagementPatterns.countSubscribers))
  count(@Payload() message: unknown): Promise<{ total: number }> {
    return this.subscribers.count(checkedMessage(countSubscribersMessageSchema, message));
  }

  @MessagePattern(subjectOf(EngagementPatterns.deleteSubscriber))
  delete(@Payload() message: unknown): Promise<{ deleted: true }> {
    return this.subscribers.delete(checkedMessage(subscriberIdMessageSchema, message).id);
  }

  @MessagePattern(subjectOf(EngagementPatterns.unsubscribe))
  unsubscribe(@Payload() message: unknown): Promise<{ status: 'unsubscribed' }> {
    return this.newsletter.unsubscribe(checkedMessage(subscriberIdMessageSchema, message).id);
  }
}
