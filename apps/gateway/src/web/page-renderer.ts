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
import { EMPTY_PART, PagePart, type PageContent } from './page-part';
import type { PageTemplate } from './page-template';
import { NO_TRACKERS, pageTrackers, type TrackersOnPage } from './page-trackers';
import { PublicPage } from './public-page';

export interface RenderedPage {
  parts: PagePart[];
  contentSecurityPolicy: string;
}

/** Who asks for a page: the owner (a live session), a visitor, or, when the session store fails, unknown. */
type Viewer = 'owner' | 'visitor' | 'unknown';

// Every page but `/` is the owner's or a 404: nothing there for a search engine.
const OTHER_PAGES_META = new PagePart('<title>Stagelink</title><meta name="robots" content="noindex">');

/** A page's own content in the visitor's language, or null to leave the app to the browser. */
type ContentOf = (language: Language) => Promise<PageContent | null>;

/**
 * Turns the built `index.html` into a page: the visitor's language on `<html>`, and for `/` the
 * page rendered on the server with its head and initial state (public-page.ts) and, for a
 * visitor, the trackers the owner enabled; the unsubscribe page comes with its own content
 * (docs/decisions.md, D-150). What every visitor shares is made once; what is each answer's own
 * (a fresh nonce on every script, the owner's mark) is added per answer.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly cookieName: string;
  /** `<html>`'s attributes per language and owner mark: twenty texts, each made once. */
  private readonly htmlAttributes = new Map<string, PagePart>();
  /** The trackers' element, made again only when the settings read are others. */
  private trackersMade: { settings: TrackingSettings | null; trackers: TrackersOnPage; part: PagePart } | null = null;

  constructor(
    private readonly publicContent: PublicContent,
    private readonly publicPage: PublicPage,
    private readonly sessions: AdminSessionStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cookieName = sessionCookieName(config);
  }

  /** `/` with its render and trackers, or another page of the app for the browser to draw. */
  render(template: PageTemplate, request: FastifyRequest, isPublicPage: boolean): Promise<RenderedPage> {
    return this.renderPage(template, request, isPublicPage ? (language) => this.publicPage.parts(language) : null, isPublicPage);
  }

  /** A page the server renders with content of its own (the unsubscribe page): never with trackers. */
  renderWith(template: PageTemplate, request: FastifyRequest, content: ContentOf): Promise<RenderedPage> {
    return this.renderPage(template, request, content, false);
  }

  private async renderPage(
    template: PageTemplate,
    request: FastifyRequest,
    content: ContentOf | null,
    isPublicPage: boolean,
  ): Promise<RenderedPage> {
    const nonce = randomBytes(16).toString('base64');
    const language = visitorLanguage(request);
    const [page, viewer, tracking] = await Promise.all([
      content ? content(language) : Promise.resolve(null),
      this.viewerOf(request),
      isPublicPage ? this.tracking() : Promise.resolve(null),
    ]);
    // Trackers go on the visitor's page only: never on the owner's pages, a 404, or for whoever
    // may be the owner (their preview of `/` included), so no tag can read the owner's password or
    // act with their cookie; their policy then names no tracking host (docs/decisions.md, D-87).
    const { trackers, part } = isPublicPage && viewer === 'visitor' ? this.trackersOf(tracking) : NONE;
    const parts = template.fill({
      htmlAttributes: this.attributesOf(language, viewer === 'owner'),
      nonce: PagePart.perAnswer(nonce),
      meta: page?.meta ?? OTHER_PAGES_META,
      app: page?.app ?? EMPTY_PART,
      afterRoot: page?.state ?? EMPTY_PART,
      bodyEnd: part,
    });
    return { parts, contentSecurityPolicy: pagePolicy(nonce, trackers.sources) };
  }

  private trackersOf(settings: TrackingSettings | null): { trackers: TrackersOnPage; part: PagePart } {
    // The settings are parsed once per cached text (PublicContent), so the same object means the same element.
    if (this.trackersMade?.settings !== settings) {
      const trackers = pageTrackers(settings);
      this.trackersMade = { settings, trackers, part: trackers.element ? new PagePart(trackers.element) : EMPTY_PART };
    }
    return this.trackersMade;
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
  private async viewerOf(request: FastifyRequest): Promise<Viewer> {
    const sessionId = request.cookies?.[this.cookieName];
    if (!sessionId) return 'visitor';
    try {
      return (await this.sessions.find(sessionId)) !== null ? 'owner' : 'visitor';
    } catch (error) {
      this.logger.warn({ err: error }, "Session lookup failed; page served without the owner's mark and without trackers");
      return 'unknown';
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

const NONE = { trackers: NO_TRACKERS, part: EMPTY_PART };

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
