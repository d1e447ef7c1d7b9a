import { Injectable } from '@nestjs/common';
import {
  contactOfKind,
  invalidContactMessage,
  RpcErrorCode,
  type AddContactMessageDto,
  type Contact,
  type NewsletterSubscription,
  type SubscribeNewsletterDto,
} from '@stagelink/contracts';
import { DomainError, readPhoneCountry } from '@stagelink/nest-kit';
import { NewsletterRepository } from './newsletter.repository';

/**
 * The newsletter is a visitor call, so what it answers must not tell a visitor anything about
 * other subscribers: neither whether a contact is subscribed, nor their other contact, nor a
 * way to change their row. Every success is answered the same way, with the id the visitor
 * works with and the contact they sent, and nothing is ever stored twice.
 */
@Injectable()
export class NewsletterService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /**
   * A known contact is answered like a new one, with a fresh id that no row has: the token the
   * gateway signs for it can never change the existing subscription (see addContact).
   */
  async subscribe(request: SubscribeNewsletterDto): Promise<NewsletterSubscription> {
    const contact = contactOf(request);
    return answer(await this.subscriptions.subscribe(contact), contact);
  }

  /**
   * The widget's second step, for the id the subscription answered (the gateway has checked
   * its token). The contact goes into that row's empty slot of its kind when there is one.
   * Otherwise (the id was a known contact's fresh id, the slot is taken, or the contact is
   * already subscribed) it is subscribed on its own unless known. The answer is the same in
   * every case: a refusal here would tell whether the first contact was known, or whether this
   * one is subscribed elsewhere.
   */
  async addContact(request: AddContactMessageDto): Promise<NewsletterSubscription> {
    const contact = contactOf(request);
    if (!(await this.subscriptions.fillEmptySlot(request.id, contact))) await this.subscriptions.subscribe(contact);
    return answer(request.id, contact);
  }

  /**
   * Ends the subscription (the gateway has checked the link's token). Answered the same when it
   * had ended already or the owner deleted it: the subscriber asked not to be written to, and is not.
   */
  async unsubscribe(id: number): Promise<{ status: 'unsubscribed' }> {
    await this.subscriptions.unsubscribe(id);
    return { status: 'unsubscribed' };
  }
}

/** Exactly one contact, valid, and in the field of its kind (docs/decisions.md, D-21). */
function contactOf(request: SubscribeNewsletterDto): Contact {
  const given = (['email', 'phone'] as const).filter((kind) => request[kind] !== undefined && request[kind] !== '');
  const [kind] = given;
  if (given.length !== 1 || kind === undefined) throw new DomainError(RpcErrorCode.Validation, 'Send either an email or a phone.');
  const contact = contactOfKind(kind, request[kind] ?? '', readPhoneCountry());
  if (!contact) throw new DomainError(RpcErrorCode.Validation, invalidContactMessage(kind));
  return contact;
}

function answer(id: number, contact: Contact): NewsletterSubscription {
  return contact.kind === 'email' ? { id, email: contact.value, status: 'active' } : { id, phone: contact.value, status: 'active' };
}
