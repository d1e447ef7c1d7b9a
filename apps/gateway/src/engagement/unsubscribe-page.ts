import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  UNSUBSCRIBE_STATE_ELEMENT_ID,
  type Language,
  type UiStringKey,
  type UiStrings,
  type UnsubscribePageState,
  type UnsubscribeView,
} from '@stagelink/contracts';
import { escapeHtml, inertJson } from '@stagelink/nest-kit';
import { TranslatedContent } from '../i18n/translated-content';
import type { PageContent } from '../web/page-content';
import { PageRenderer } from '../web/page-renderer';
import { sendAppNotBuilt, sendPage } from '../web/page-response';
import { WebAppBuild } from '../web/web-app-build';

/** The title of each view, the words of its heading. */
const TITLES: Record<UnsubscribeView['step'], UiStringKey> = {
  confirm: 'unsubscribe.title',
  done: 'unsubscribe.doneHeading',
  failed: 'unsubscribe.title',
  invalid: 'unsubscribe.title',
};

/**
 * The unsubscribe page as a page of the web app (docs/decisions.md, D-150): the site's template,
 * policy with its scripts' hashes, `lang` and `dir` of the visitor's language (as `/` picks it), and the
 * app's screen rendered on the server from the view the controller decided, with the visitor's
 * strings as `/` has them (built-in, the owner's translations first). Inlined beside it, the same
 * state lets the browser hydrate it; without JavaScript the rendered form works by itself.
 */
@Injectable()
export class UnsubscribePage {
  private readonly logger = new Logger(UnsubscribePage.name);

  constructor(
    private readonly build: WebAppBuild,
    private readonly renderer: PageRenderer,
    private readonly translated: TranslatedContent,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, status: number, view: UnsubscribeView): Promise<void> {
    const template = this.build.template;
    if (!template) return sendAppNotBuilt(reply);
    const page = await this.renderer.renderWith(template, request, (language) => this.content(language, view));
    void reply
      .status(status)
      // The page holds the link's token: no cache keeps it, and no search engine lists it.
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Security-Policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8');
    await sendPage(request, reply, page.body);
  }

  /** Made for each answer: it may hold a token. */
  private async content(language: Language, view: UnsubscribeView): Promise<PageContent> {
    const strings = JSON.parse(await this.translated.interfaceStringsJson(language)) as UiStrings;
    const state: UnsubscribePageState = { language, strings, view };
    return {
      meta: `<title>${escapeHtml(strings[TITLES[view.step]])}</title><meta name="robots" content="noindex">`,
      app: this.renderApp(state),
      state: `<script id="${UNSUBSCRIBE_STATE_ELEMENT_ID}" type="application/json">${inertJson(state)}</script>`,
    };
  }

  private renderApp(state: UnsubscribePageState): string {
    if (!this.build.serverRender) return '';
    try {
      return this.build.serverRender.renderUnsubscribePage(state);
    } catch (error) {
      this.logger.error({ err: error }, 'Server render of the unsubscribe page failed; served for the browser to render');
      return '';
    }
  }
}
