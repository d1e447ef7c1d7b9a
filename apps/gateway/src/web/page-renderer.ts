import { randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  acceptLanguagePreferences,
  INITIAL_STATE_ELEMENT_ID,
  isLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  textDirection,
  uiStringsFor,
  type Language,
  type TrackingSettings,
} from '@stagelink/contracts';
import { PublicContent } from '../profile/public-content';
import { pagePolicy } from './content-security-policy';
import type { PageTemplate } from './page-template';
import { trackingSnippets } from './tracking-snippets';

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * Turns the built `index.html` into a page: the visitor's language on `<html>`, the owner's
 * tracking snippets, and for `/` the initial state (profile, visible sections, interface
 * strings), so the first render needs no API call. Every script carries a fresh nonce.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  /** Each language's built-in strings as JSON text, made on first use instead of per page. */
  private readonly stringsJson = new Map<Language, string>();

  constructor(private readonly publicContent: PublicContent) {}

  async render(template: PageTemplate, request: FastifyRequest, withInitialState: boolean): Promise<RenderedPage> {
    const nonce = randomBytes(16).toString('base64');
    const language = visitorLanguage(request);
    const [tracking, initialState] = await Promise.all([
      this.tracking(),
      withInitialState ? this.initialStateJson(language) : Promise.resolve(null),
    ]);
    const snippets = trackingSnippets(tracking, nonce);
    const stateScript = initialState
      ? `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${initialState}</script>`
      : '';
    const html = template.fill({
      htmlAttributes: `lang="${language}" dir="${textDirection(language)}"`,
      nonce,
      head: snippets.head,
      afterRoot: stateScript,
      bodyEnd: snippets.body,
    });
    return { html, contentSecurityPolicy: pagePolicy(nonce, snippets.sources) };
  }

  /** Ready JSON text from the cache, put together without parsing it again. */
  private async initialStateJson(language: Language): Promise<string | null> {
    try {
      const [profile, sections] = await Promise.all([
        this.publicContent.profileJson().catch(noProfileAsNull),
        this.publicContent.visibleSectionsJson(),
      ]);
      const json = `{"profile":${profile},"sections":${sections},"language":"${language}","strings":${this.stringsJsonOf(language)}}`;
      // Inside <script>, "</script>" or "<!--" in a text must not end the element.
      return json.replace(/</g, '\\u003c');
    } catch (error) {
      // The page still works without it: it asks the API, which explains the outage.
      this.logger.warn({ err: error }, 'Initial state unavailable; the page will load it itself');
      return null;
    }
  }

  private stringsJsonOf(language: Language): string {
    let json = this.stringsJson.get(language);
    if (json === undefined) {
      json = JSON.stringify(uiStringsFor(language));
      this.stringsJson.set(language, json);
    }
    return json;
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

/** The language the visitor chose before (cookie), else their browser's, else Italian. */
function visitorLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(acceptLanguagePreferences(request.headers['accept-language']));
}

function noProfileAsNull(error: unknown): string {
  if (isNotFound(error)) return 'null';
  throw error;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;
}
