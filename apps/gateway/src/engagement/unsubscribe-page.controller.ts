import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@stagelink/contracts';
import { rowIdOf } from '../common/id-param';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { UNSUBSCRIBE_PAGE_PATH } from './unsubscribe-link';
import {
  confirmationPage,
  invalidLinkPage,
  UNSUBSCRIBE_SCRIPT,
  UNSUBSCRIBE_SCRIPT_PATH,
  unsubscribePageLanguage,
} from './unsubscribe-page';

/**
 * The page of a subscription's unsubscribe link (docs/decisions.md, D-65), outside the web
 * app: a subscriber from an e-mail needs one small page, not the whole profile. Its own
 * HTML under the gateway's global policy (scripts from this site only). Opening it changes
 * nothing; a forged link is told so without a lookup, so the page reveals no subscriptions.
 */
@Controller()
export class UnsubscribePageController {
  constructor(private readonly visitors: VisitorIdentity) {}

  @Get(UNSUBSCRIBE_PAGE_PATH)
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = unsubscribePageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    const { id, token } = request.query as Record<string, unknown>;
    const subscriptionId = idOf(id);
    const valid = subscriptionId !== null && typeof token === 'string' && this.visitors.isUnsubscribeToken(subscriptionId, token);
    await reply
      .status(valid ? 200 : 403)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(valid ? confirmationPage(language, subscriptionId, token) : invalidLinkPage(language));
  }

  @Get(UNSUBSCRIBE_SCRIPT_PATH)
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  script(): string {
    return UNSUBSCRIBE_SCRIPT;
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
