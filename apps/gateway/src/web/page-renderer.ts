import { randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  acceptLanguagePreferences,
  isLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  textDirection,
  type Language,
  type TrackingSettings,
} from '@stagelink/contracts';
import { AdminSessionStore } from '../auth/admin-session.store';
import { sessionCookieName } from '../auth/session-cookie';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { PublicContent } from '../profile/public-content';
import { pagePolicy } from './content-security-policy';
import { EMPTY_PART, PagePart } from './page-part';
import type { PageTemplate } from './page-template';
import { PublicPage } from './public-page';
import { trackingSnippets } from './tracking-snippets';

export interface RenderedPage {
  parts: PagePart[];
  contentSecurityPolicy: string;
}

// Every page but `/` is the owner's or a 404: nothing there for a search engine.
const OTHER_PAGES_META = new PagePart('<title>Stagelink</title><meta name="robots" content="noindex">');

/**
 * Turns the built `index.html` into a page: the visitor's language on `<html>`, the owner's
 * tracking snippets, and for `/` the page rendered on the server with its head and initial
 * state (public-page.ts). What every visitor shares is made once; what is each answer's own
 * (a fresh nonce on every script, the owner's mark) is added per answer.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly cookieName: string;
  /** `<html>`'s attributes per language and owner mark: twenty texts, each made once. */
  private readonly htmlAttributes = new Map<string, PagePart>();

  constructor(
    private readonly publicContent: PublicContent,
    private readonly publicPage: PublicPage,
    private readonly sessions: AdminSessionStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cookieName = sessionCookieName(config);
  }

  async render(template: PageTemplate, request: FastifyRequest, isPublicPage: boolean): Promise<RenderedPage> {
    const nonce = randomBytes(16).toString('base64');
    const language = visitorLanguage(request);
    const [tracking, page, owner] = await Promise.all([
      this.tracking(),
      isPublicPage ? this.publicPage.parts(language) : Promise.resolve(null),
      this.isOwner(request),
    ]);
    const snippets = trackingSnippets(tracking, nonce);
    const parts = template.fill({
      htmlAttributes: this.attributesOf(language, owner),
      nonce: PagePart.perAnswer(nonce),
      meta: page?.meta ?? OTHER_PAGES_META,
      head: snippets.head ? PagePart.perAnswer(snippets.head) : EMPTY_PART,
      app: page?.app ?? EMPTY_PART,
      afterRoot: page?.state ?? EMPTY_PART,
      bodyEnd: snippets.body ? PagePart.perAnswer(snippets.body) : EMPTY_PART,
    });
    return { parts, contentSecurityPolicy: pagePolicy(nonce, snippets.sources) };
  }

  private attributesOf(language: Language, owner: boolean): PagePart {
    const key = `${language}:${owner}`;
    let part = this.htmlAttributes.get(key);
    if (!part) {
      // The owner's mark lets the page show the panel's shortcut without asking the API (D-54).
      part = new PagePart(`lang="${language}" dir="${textDirection(language)}"${owner ? ' data-owner="true"' : ''}`);
      this.htmlAttributes.set(key, part);
    }
    return part;
  }

  /** Only a request carrying the session cookie costs a lookup: visitors have none. */
  private async isOwner(request: FastifyRequest): Promise<boolean> {
    const sessionId = request.cookies?.[this.cookieName];
    if (!sessionId) return false;
    try {
      return (await this.sessions.find(sessionId)) !== null;
    } catch (error) {
      this.logger.warn({ err: error }, 'Session lookup failed; page served as to a visitor');
      return false;
    }
  }

  private async tracking(): Promise<TrackingSettings | null> {
    try {
      return await this.publicContent.trackingSettings();
    } catch (error) {
      if (!isNotFound(error)) this.logger.warn({ err: error }, 'Tracking settings unavailable; page served without them');
      return null;
    }
  }
}

/**
 * The language asked for in the address (`/?lang=es`, the page's alternates), else the one the
 * visitor chose before (cookie), else their browser's, else Italian.
 */
function visitorLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(acceptLanguagePreferences(request.headers['accept-language']));
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;
}
