import { Controller, ForbiddenException, HttpCode, Post, Put } from '@nestjs/common';
import {
  addNewsletterContactSchema,
  EngagementPatterns,
  subscribeNewsletterSchema,
  unsubscribeNewsletterSchema,
  type AddNewsletterContactDto,
  type NewsletterSubscribed,
  type NewsletterSubscription,
  type SubscribeNewsletterDto,
  type UnsubscribeNewsletterDto,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { StrictBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { IdempotentSubmit } from '../idempotency/idempotent-submit.interceptor';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';

/**
 * `PUT /api/newsletter/{id}` is a visitor call, so the id alone must not be enough: the
 * subscribe answer carries a token signed for that id, and the second contact needs it.
 * A contact that is already subscribed is answered with a fresh id that no row has (the
 * engagement service's NewsletterService), so its token can never change a stored row.
 * Unsubscribing takes the token of the subscription's unsubscribe link, another kind of token
 * (docs/decisions.md, D-65).
 */
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Post()
  @RateLimited('newsletter')
  @IdempotentSubmit()
  async subscribe(@StrictBody(subscribeNewsletterSchema) body: SubscribeNewsletterDto): Promise<NewsletterSubscribed> {
    const subscription = await this.rpc.send(EngagementPatterns.subscribeNewsletter, body);
    return { ...subscription, token: this.visitors.newsletterToken(subscription.id) };
  }

  @Put(':id')
  @RateLimited('newsletter')
  @IdempotentSubmit()
  addContact(
    @RowId('id', 'Subscription') id: number,
    @StrictBody(addNewsletterContactSchema) { token, ...contact }: AddNewsletterContactDto,
  ): Promise<NewsletterSubscription> {
    if (!this.visitors.isNewsletterToken(id, token)) throw new ForbiddenException('This subscription cannot be changed with that token.');
    return this.rpc.send(EngagementPatterns.addNewsletterContact, { ...contact, id });
  }

  /**
   * The token is checked before any row is read: a wrong one is 403 whatever the id, so the
   * answer tells nothing about which subscriptions there are. A right one answers the same
   * whether the subscription was active, had ended, or was deleted by the owner.
   */
  @Post(':id/unsubscribe')
  @HttpCode(200)
  @RateLimited('newsletter')
  unsubscribe(
    @RowId('id', 'Subscription') id: number,
    @StrictBody(unsubscribeNewsletterSchema) { token }: UnsubscribeNewsletterDto,
  ): Promise<{ status: 'unsubscribed' }> {
    if (!this.visitors.isUnsubscribeToken(id, token)) throw new ForbiddenException(INVALID_UNSUBSCRIBE_LINK);
    return this.rpc.send(EngagementPatterns.unsubscribe, { id });
  }
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';
