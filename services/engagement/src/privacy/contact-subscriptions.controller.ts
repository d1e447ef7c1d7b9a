import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contactDataMessageSchema,
  eraseContactDataMessageSchema,
  listErasuresMessageSchema,
  PrivacyPatterns,
  subjectOf,
  type ServiceErasure,
  type Subscriber,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ContactSubscriptionsService } from './contact-subscriptions.service';

/** A person's newsletter subscriptions, exported and erased on the owner's request (docs/decisions.md, D-90). */
@Controller()
export class ContactSubscriptionsController {
  constructor(private readonly subscriptions: ContactSubscriptionsService) {}

  @MessagePattern(subjectOf(PrivacyPatterns.findSubscriptions))
  find(@Payload() message: unknown): Promise<Subscriber[]> {
    return this.subscriptions.find(checkedMessage(contactDataMessageSchema, message).contact);
  }

  @MessagePattern(subjectOf(PrivacyPatterns.eraseSubscriptions))
  erase(@Payload() message: unknown): Promise<ServiceErasure> {
    const { erasureId, contact } = checkedMessage(eraseContactDataMessageSchema, message);
    return this.subscriptions.erase(erasureId, contact);
  }

  @MessagePattern(subjectOf(PrivacyPatterns.listSubscriptionErasures))
  erasures(@Payload() message: unknown): Promise<ServiceErasure[]> {
    return this.subscriptions.erasures(checkedMessage(listErasuresMessageSchema, message).limit);
  }
}
