import { Injectable } from '@nestjs/common';
import {
  RpcErrorCode,
  type CountSubscribersMessage,
  type ListSubscribersMessage,
  type Subscriber,
  type SubscriberBatch,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterRepository } from './newsletter.repository';

/** The owner's view of the newsletter: the subscribers, searched and paged, and deleting one. */
@Injectable()
export class SubscribersService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /** One more row than asked tells whether a page follows, without counting. */
  async list(request: ListSubscribersMessage): Promise<SubscriberBatch> {
    const rows = await this.subscriptions.list({ ...request, limit: request.limit + 1 });
    const page = rows.slice(0, request.limit);
    const last = page.at(-1);
    return { subscribers: page.map(toSubscriber), nextCursor: rows.length > request.limit && last ? last.id : null };
  }

  async count(request: CountSubscribersMessage): Promise<{ total: number }> {
    return { total: await this.subscriptions.count(request.search) };
  }

  async delete(id: number): Promise<{ deleted: true }> {
    if (!(await this.subscriptions.delete(id))) throw new DomainError(RpcErrorCode.NotFound, `Subscriber ${id} not found`);
    return { deleted: true };
  }
}

export function toSubscriber(row: NewsletterSubscriptionEntity): Subscriber {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    subscribedAt: row.subscribedAt.toISOString(),
    additionalContactAt: row.additionalContactAt?.toISOString() ?? null,
    status: row.status,
  };
}
