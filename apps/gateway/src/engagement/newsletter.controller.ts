import { Body, Controller, ForbiddenException, Post, Put } from '@nestjs/common';
import {
  AddNewsletterContactDto,
  EngagementPatterns,
  SubscribeNewsletterDto,
  type NewsletterSubscribed,
  type NewsletterSubscription,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { RpcClient } from '../common/rpc-client';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';

/**
 * `PUT /api/newsletter/{id}` is a visitor call, so the id alone must not be enough: the
 * subscribe answer carries a token signed for that id, and the second contact needs it.
 * A contact that is already subscribed is answered with a fresh id that no row has (the
 * engagement service's NewsletterService), so its token can never change a stored row.
 */
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Post()
  @RateLimited('newsletter')
  async subscribe(@Body() body: SubscribeNewsletterDto): Promise<NewsletterSubscribed> {
    const subscription = await this.rpc.send(EngagementPatterns.subscribeNewsletter, body);
    return { ...subscription, token: this.visitors.newsletterToken(subscription.id) };
  }

  @Put(':id')
  @RateLimited('newsletter')
  addContact(
    @RowId('id', 'Subscription') id: number,
    @Body() { token, ...contact }: AddNewsletterContactDto,
  ): Promise<NewsletterSubscription> {
    if (!this.visitors.isNewsletterToken(id, token)) throw new ForbiddenException('This subscription cannot be changed with that token.');
    return this.rpc.send(EngagementPatterns.addNewsletterContact, { ...contact, id });
  }
}
