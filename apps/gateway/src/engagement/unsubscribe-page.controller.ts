import { Controller, Get, Logger, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EngagementPatterns, UNSUBSCRIBE_PAGE_PATH } from '@stagelink/contracts';
import { rowIdOf } from '../common/id-param';
import { isSameOrigin } from '../common/request-facts';
import { RpcClient } from '../common/rpc-client';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { UnsubscribePage } from './unsubscribe-page';

const INVALID = { step: 'invalid' } as const;

/**
 * The page of a subscription's unsubscribe link (docs/decisions.md, D-65), a page of the web app
 * that the gateway renders (D-150): this decides what it shows and with which status. Opening it
 * changes nothing; a forged link is told so without a lookup, so the page reveals no subscriptions.
 */
@Controller()
export class UnsubscribePageController {
  private readonly logger = new Logger(UnsubscribePageController.name);

  constructor(
    private readonly visitors: VisitorIdentity,
    private readonly rpc: RpcClient,
    private readonly page: UnsubscribePage,
  ) {}

  @Get(UNSUBSCRIBE_PAGE_PATH)
  async open(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { id, token } = request.query as Record<string, unknown>;
    const subscriptionId = idOf(id);
    const valid = subscriptionId !== null && typeof token === 'string' && this.visitors.isUnsubscribeToken(subscriptionId, token);
    if (!valid) return this.page.send(request, reply, 403, INVALID);
    // The site's `no-referrer` makes a browser post the form with `Origin: null`, which the
    // origin check refuses; `same-origin` names this site to itself and still nothing to others.
    reply.header('Referrer-Policy', 'same-origin');
    return this.page.send(request, reply, 200, { step: 'confirm', id: subscriptionId, token });
  }

  /**
   * The page's form, posted without JavaScript (docs/decisions.md, D-78): the same rules as
   * `POST /api/newsletter/{id}/unsubscribe` (this site's pages only, the link's token checked
   * before any row is read, the newsletter's budget per IP), answered with the page.
   */
  @Post(UNSUBSCRIBE_PAGE_PATH)
  @RateLimited('newsletter')
  async submit(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const subscriptionId = idOf(form.get('id') ?? undefined);
    const token = form.get('token');
    const valid =
      isSameOrigin(request) && subscriptionId !== null && token !== null && this.visitors.isUnsubscribeToken(subscriptionId, token);
    if (!valid) return this.page.send(request, reply, 403, INVALID);
    try {
      await this.rpc.send(EngagementPatterns.unsubscribe, { id: subscriptionId });
    } catch (error) {
      this.logger.warn({ err: error }, 'An unsubscribe form could not be carried out');
      return this.page.send(request, reply, 503, { step: 'failed' });
    }
    return this.page.send(request, reply, 200, { step: 'done' });
  }
}

function idOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  try {
    return rowIdOf(value, 'Subscription');
  } catch {
    return null;
  }
}
