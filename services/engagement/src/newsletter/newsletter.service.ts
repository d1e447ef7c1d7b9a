import { Injectable } from '@nestjs/common';
import {
  type AddContactMessageDto,
  classifyContact,
  type Contact,
  type ContactKind,
  type NewsletterSubscription,
  RpcErrorCode,
  type SubscribeNewsletterDto,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { QueryFailedError } from 'typeorm';
import type { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterRepository } from './newsletter.repository';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /** A contact that is already subscribed answers with its existing subscription (decisions.md). */
  async subscribe(request: SubscribeNewsletterDto): Promise<NewsletterSubscription> {
    const contact = contactOf(request);
    await this.subscriptions.insertIfNew(contact.kind, contact.value);
    const subscription = await this.subscriptions.findByContact(contact.kind, contact.value);
    if (!subscription) throw new DomainError(RpcErrorCode.Internal, 'The subscription vanished right after it was stored');
    return toSubscription(subscription);
  }

  async addContact(request: AddContactMessageDto): Promise<NewsletterSubscription> {
    const contact = contactOf(request);
    const subscription = await this.subscriptions.findById(request.id);
    if (!subscription) throw new DomainError(RpcErrorCode.NotFound, `Subscription ${request.id} not found`);
    if (subscription[contact.kind] === contact.value) return toSubscription(subscription);
    if (subscription[contact.kind] !== null) {
      throw new DomainError(RpcErrorCode.Conflict, `This subscription already has ${article(contact.kind)}.`);
    }
    try {
      const added = await this.subscriptions.setAdditionalContact(request.id, contact.kind, contact.value);
      if (!added) throw new DomainError(RpcErrorCode.Conflict, `This subscription already has ${article(contact.kind)}.`);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError(RpcErrorCode.Conflict, `This ${label(contact.kind)} is already subscribed.`);
      }
      throw error;
    }
    return toSubscription({ ...subscription, [contact.kind]: contact.value });
  }
}

/** Exactly one contact, valid, and in the field of its kind (spec section 5). */
function contactOf(request: SubscribeNewsletterDto): Contact {
  const given = (['email', 'phone'] as const).filter((kind) => request[kind] !== undefined && request[kind] !== '');
  if (given.length !== 1) throw new DomainError(RpcErrorCode.Validation, 'Send either an email or a phone.');
  const kind = given[0];
  const contact = classifyContact(request[kind] ?? '');
  if (!contact || contact.kind !== kind) {
    throw new DomainError(RpcErrorCode.Validation, kind === 'email' ? 'email is not a valid e-mail address.' : 'phone is not a valid phone number.');
  }
  return contact;
}

function label(kind: ContactKind): string {
  return kind === 'email' ? 'e-mail' : 'phone number';
}

function article(kind: ContactKind): string {
  return kind === 'email' ? 'an e-mail' : 'a phone number';
}

function toSubscription(row: NewsletterSubscriptionEntity): NewsletterSubscription {
  return { id: row.id, email: row.email, phone: row.phone, status: row.status };
}
