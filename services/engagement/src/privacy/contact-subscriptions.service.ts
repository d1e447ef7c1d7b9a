import { Injectable } from '@nestjs/common';
import type { Contact, ServiceErasure, Subscriber } from '@stagelink/contracts';
import { toSubscriber } from '../newsletter/subscribers.service';
import { ContactSubscriptionsRepository } from './contact-subscriptions.repository';

/**
 * A person's newsletter subscriptions, on the owner's request (docs/decisions.md, D-90): every
 * row that holds the contact, whole (a row with both contacts is one person's subscription).
 */
@Injectable()
export class ContactSubscriptionsService {
  constructor(private readonly subscriptions: ContactSubscriptionsRepository) {}

  async find(contact: Contact): Promise<Subscriber[]> {
    return (await this.subscriptions.find(contact)).map(toSubscriber);
  }

  erase(erasureId: string, contact: Contact): Promise<ServiceErasure> {
    return this.subscriptions.erase(erasureId, contact);
  }

  erasures(limit: number): Promise<ServiceErasure[]> {
    return this.subscriptions.erasures(limit);
  }
}
