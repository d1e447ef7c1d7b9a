import { Controller, Get, Header, Logger, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EngagementPatterns, LANGUAGE_COOKIE } from '@stagelink/contracts';
import { rowIdOf } from '../common/id-param';
import { isSameOrigin } from '../common/request-facts';
import { RpcClient } from '../common/rpc-client';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { UNSUBSCRIBE_PAGE_PATH } from './unsubscribe-link';
import {
  confirmationPage,
  invalidLinkPage,
  UNSUBSCRIBE_SCRIPT,
  UNSUBSCRIBE_SCRIPT_PATH,
  unsubscribedPage,
  unsubscribeFailedPage,
  unsubscribePageLanguage,
  type PageLanguage,
} from './unsubscribe-page';

/**
 * The page of a subscription's unsubscribe link (docs/decisions.md, D-65), outside the web
 * app: a subscriber from an e-mail needs one small page, not the whole profile. Its own
 * HTML under the gateway's global policy (scripts from this site only). Opening it changes
 * nothing; a forged link is told so without a lookup, so the page reveals no subscriptions.
 */
@Controller()
export class UnsubscribePageController {
  private readonly logger = new Logger(UnsubscribePageController.name);

  constructor(
    private readonly visitors: VisitorIdentity,
    private readonly rpc: RpcClient,
  ) {}

  @Get(UNSUBSCRIBE_PAGE_PATH)
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    const { id, token } = request.query as Record<string, unknown>;
    const subscriptionId = idOf(id);
    const valid = subscriptionId !== null && typeof token === 'string' && this.visitors.isUnsubscribeToken(subscriptionId, token);
    if (!valid) return sendPage(reply, 403, invalidLinkPage(language));
    // The site's `no-referrer` makes a browser post the form with `Origin: null`, which the
    // origin check refuses; `same-origin` names this site to itself and still nothing to others.
    reply.header('Referrer-Policy', 'same-origin');
    return sendPage(reply, 200, confirmationPage(language, subscriptionId, token));
  }

  /**
   * The page's form, posted without JavaScript (docs/decisions.md, D-78): the same rules as
   * `POST /api/newsletter/{id}/unsubscribe` (this site's pages only, the link's token checked
   * before any row is read, the newsletter's budget per IP), answered with a page.
   */
  @Post(UNSUBSCRIBE_PAGE_PATH)
  @RateLimited('newsletter')
  async submit(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = languageOf(request);
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const subscriptionId = idOf(form.get('id') ?? undefined);
    const token = form.get('token');
    const valid =
      isSameOrigin(request) && subscriptionId !== null && token !== null && this.visitors.isUnsubscribeToken(subscriptionId, token);
    if (!valid) return sendPage(reply, 403, invalidLinkPage(language));
    try {
      await this.rpc.send(EngagementPatterns.unsubscribe, { id: subscriptionId });
    } catch (error) {
      this.logger.warn({ err: error }, 'An unsubscribe form could not be carried out');
      return sendPage(reply, 503, unsubscribeFailedPage(language));
    }
    return sendPage(reply, 200, unsubscribedPage(language));
  }

  @Get(UNSUBSCRIBE_SCRIPT_PATH)
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  script(): string {
    return UNSUBSCRIBE_SCRIPT;
  }
}

function languageOf(request: FastifyRequest): PageLanguage {
  return unsubscribePageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
}

async function sendPage(reply: FastifyReply, status: number, html: string): Promise<void> {
  await reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

function idOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  try {
    return rowIdOf(value, 'Subscription');
  } catch {
    return null;
  }
}
