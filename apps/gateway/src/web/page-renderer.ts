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
import { CompressedPage, ONE_ANSWER_PAGE, SHARED_PAGE } from '../compression/compressed-page';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { PublicContent } from '../profile/public-content';
import { pagePolicy } from './content-security-policy';
import type { PageContent } from './page-content';
import type { PageTemplate } from './page-template';
import { NO_TRACKERS, pageTrackers, type TrackersOnPage } from './page-trackers';
import { PublicPage } from './public-page';

export interface RenderedPage {
  body: CompressedPage;
  contentSecurityPolicy: string;
}

/** A page made for a language and a viewer, and what it was made from: the same objects, the same page. */
interface MadePage {
  from: readonly unknown[];
  page: RenderedPage;
}

/** Who asks for a page: the owner (a live session), a visitor, or, when the session store fails, unknown. */
type Viewer = 'owner' | 'visitor' | 'unknown';

// Every page but `/` is the owner's or a 404: nothing there for a search engine.
const OTHER_PAGES_META = '<title>Stagelink</title><meta name="robots" content="noindex">';

/** A page's own content in the visitor's language, or null to leave the app to the browser. */
type ContentOf = (language: Language) => Promise<PageContent | null>;

/**
 * Turns the built `index.html` into a page: the visitor's language on `<html>`, and for `/` the
 * page rendered on the server with its head and initial state (public-page.ts) and, for a
 * visitor, the trackers the owner enabled; the unsubscribe page comes with its own content
 * (docs/decisions.md, D-150). Scripts run by hash, not by a nonce of each answer, so a page is
 * the same bytes for every viewer of its kind in a language: it is made, and compressed, once
 * while what it is made from stays the same (D-193). The unsubscribe page, made for one answer,
 * is made for each.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly cookieName: string;
  /** The trackers on the page, made again only when the settings read are others. */
  private trackersMade: { settings: TrackingSettings | null; trackers: TrackersOnPage } | null = null;
  /** Per page, language and viewer: at most two pages by ten languages by three viewers. */
  private readonly made = new Map<string, MadePage>();

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
    const language = visitorLanguage(request);
    const [page, viewer, tracking] = await Promise.all([
      content ? content(language) : Promise.resolve(null),
      this.viewerOf(request),
      isPublicPage ? this.tracking() : Promise.resolve(null),
    ]);
    // Trackers go on the visitor's page only: never on the owner's pages, a 404, or for whoever
    // may be the owner (their preview of `/` included), so no tag can read the owner's password or
    // act with their cookie; their policy then names no tracking host (docs/decisions.md, D-87).
    const trackers = isPublicPage && viewer === 'visitor' ? this.trackersOf(tracking) : NO_TRACKERS;
    const oneAnswer = content !== null && !isPublicPage;
    const make = (): RenderedPage => ({
      body: new CompressedPage(
        template.fill({
          // The owner's mark lets the page show the panel's shortcut without asking the API (D-54).
          htmlAttributes: `lang="${language}" dir="${textDirection(language)}"${viewer === 'owner' ? ' data-owner="true"' : ''}`,
          meta: page?.meta ?? OTHER_PAGES_META,
          app: page?.app ?? '',
          afterRoot: page?.state ?? '',
          bodyEnd: trackers.element,
        }),
        oneAnswer ? ONE_ANSWER_PAGE : SHARED_PAGE,
      ),
      contentSecurityPolicy: pagePolicy([...template.scriptHashes, ...trackers.scriptHashes], trackers.sources),
    });
    if (oneAnswer) return make();
    const key = `${isPublicPage ? 'public' : 'other'}:${language}:${viewer}`;
    const from = [template, page, trackers];
    const known = this.made.get(key);
    if (known && known.from.every((each, index) => each === from[index])) return known.page;
    const made = make();
    this.made.set(key, { from, page: made });
    return made;
  }

  private trackersOf(settings: TrackingSettings | null): TrackersOnPage {
    // The settings are parsed once per cached text (PublicContent), so the same object means the same trackers.
    if (this.trackersMade?.settings !== settings) this.trackersMade = { settings, trackers: pageTrackers(settings) };
    return this.trackersMade.trackers;
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
