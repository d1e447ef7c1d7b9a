import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  interfaceStringsFor,
  UNSUBSCRIBE_STATE_ELEMENT_ID,
  type Language,
  type UnsubscribePageState,
  type UnsubscribeView,
} from '@stagelink/contracts';
import type { AdminSessionStore } from '../auth/admin-session.store';
import type { GatewayConfig } from '../config/gateway-config';
import type { TranslatedContent } from '../i18n/translated-content';
import type { PublicContent } from '../profile/public-content';
import { PageRenderer } from '../web/page-renderer';
import { PageTemplate } from '../web/page-template';
import type { PublicPage } from '../web/public-page';
import { scriptHashSource } from '../web/script-hashes';
import type { ServerRender } from '../web/server-render';
import type { WebAppBuild } from '../web/web-app-build';
import { UnsubscribePage } from './unsubscribe-page';

const BUILT =
  '<!doctype html><html lang="it"><head><title>Stagelink</title><script>/* dark mode */</script></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

/** The server render, standing in for the web app's: it says which view and language it drew. */
const drawing: ServerRender = {
  renderPublicPage: () => '',
  renderUnsubscribePage: ({ language, view }: UnsubscribePageState) => `<main data-drawn="${language}:${view.step}"></main>`,
};

describe(UnsubscribePage.name, () => {
  let fastify: FastifyInstance;
  let ownerWords: Record<string, string>;
  let serverRender: ServerRender | null;
  let template: PageTemplate | null;

  beforeEach(async () => {
    ownerWords = {};
    serverRender = drawing;
    template = new PageTemplate(BUILT);
    const build = {
      get template() {
        return template;
      },
      get serverRender() {
        return serverRender;
      },
    } as WebAppBuild;
    const translated = {
      interfaceStringsJson: (language: Language) => Promise.resolve(JSON.stringify(interfaceStringsFor(language, ownerWords))),
    } as TranslatedContent;
    // Visitors carry no session cookie: the renderer asks no store, and reads nothing of `/`.
    const renderer = new PageRenderer(
      {} as PublicContent,
      {} as PublicPage,
      {} as AdminSessionStore,
      {
        production: false,
      } as GatewayConfig,
    );
    const page = new UnsubscribePage(build, renderer, translated);
    fastify = Fastify();
    await fastify.register(fastifyCookie);
    fastify.get<{ Querystring: { view: string; status: string } }>('/unsubscribe', (request, reply) =>
      page.send(request, reply, Number(request.query.status), JSON.parse(request.query.view) as UnsubscribeView),
    );
  });
  afterEach(() => fastify.close());

  const open = (view: UnsubscribeView, status: number, headers: Record<string, string> = {}) =>
    fastify.inject({ method: 'GET', url: '/unsubscribe', query: { view: JSON.stringify(view), status: String(status) }, headers });
  const stateOf = (html: string) =>
    JSON.parse(
      new RegExp(`<script id="${UNSUBSCRIBE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null',
    ) as UnsubscribePageState | null;

  it("is the site's template in the visitor's language and direction, its inline script allowed by hash, never cached", async () => {
    const answer = await open({ step: 'confirm', id: 7, token: 'abc_-DEF' }, 200, { 'accept-language': 'ar' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain(`script-src 'self' ${scriptHashSource('/* dark mode */')};`);
    expect(answer.body).toContain('<html lang="ar" dir="rtl">');
    expect(answer.body).toContain('<script>/* dark mode */</script>');
    expect(answer.body).toContain('<title>إلغاء الاشتراك</title><meta name="robots" content="noindex">');
    expect(answer.body).toContain('<div id="root"><main data-drawn="ar:confirm"></main></div>');
    expect(stateOf(answer.body)).toEqual({
      language: 'ar',
      strings: interfaceStringsFor('ar', {}),
      view: { step: 'confirm', id: 7, token: 'abc_-DEF' },
    });
  });

  it("titles each view with its heading, in the language the visitor chose, and keeps the controller's status", async () => {
    const done = await open({ step: 'done' }, 200, { cookie: 'language=ja', 'accept-language': 'en' });
    expect(done.body).toContain('<title>配信を停止しました</title>');
    const invalid = await open({ step: 'invalid' }, 403);
    expect(invalid.statusCode).toBe(403);
    expect(invalid.body).toContain('<html lang="it" dir="ltr">');
    expect(invalid.body).toContain('<title>Annulla iscrizione</title>');
  });

  it("keeps the owner's words as text: markup in a translation neither closes the title nor the state", async () => {
    ownerWords = { 'unsubscribe.title': '</title><script>alert(1)</script>', 'unsubscribe.heading': '</script><script>alert(2)</script>' };
    const answer = await open({ step: 'failed' }, 503);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).not.toContain('<script>alert');
    expect(answer.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(stateOf(answer.body)?.strings['unsubscribe.heading']).toBe('</script><script>alert(2)</script>');
  });

  it('is served for the browser to draw when the server render fails, and answers 503 when the app was not built', async () => {
    serverRender = {
      ...drawing,
      renderUnsubscribePage: () => {
        throw new Error('render failed');
      },
    };
    const unrendered = await open({ step: 'done' }, 200);
    expect(unrendered.statusCode).toBe(200);
    expect(unrendered.body).toContain('<div id="root"></div>');
    expect(stateOf(unrendered.body)?.view).toEqual({ step: 'done' });

    template = null;
    const notBuilt = await open({ step: 'done' }, 200);
    expect(notBuilt.statusCode).toBe(503);
  });
});
