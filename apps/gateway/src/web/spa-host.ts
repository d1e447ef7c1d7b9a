import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SPA_ROUTES } from '@stagelink/contracts';
import { sendError } from '../common/error-reply';
import { isApiPath } from '../common/request-facts';
import type { PageRenderer } from './page-renderer';
import { sendAppNotBuilt, sendPage } from './page-response';
import type { PageTemplate } from './page-template';

const SPA_PATHS = new Set(SPA_ROUTES);
const PUBLIC_PAGE = '/';

/**
 * Serves the built web app on the gateway's port. Hashed assets are cached for a year;
 * the HTML is never cached. A path the app does not know still gets the app, which shows
 * its 404 page, but with the status 404, so crawlers and the access log see the truth.
 */
export async function registerSpaHost(
  fastify: FastifyInstance,
  webDistDir: string,
  template: PageTemplate | null,
  renderer: PageRenderer,
): Promise<void> {
  if (template) {
    await fastify.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .vite/manifest.json is for the benchmark, not for visitors.
      dotfiles: 'ignore',
      // The raw template has no language and no content: /index.html is a page like any other.
      globIgnore: ['index.html', 'index.html.*'],
      // The build wrote .br and .gz beside each text file (docs/decisions.md, D-53).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        response.header('X-Content-Type-Options', 'nosniff');
        if (filePath.includes(`${join('dist', 'assets')}`)) {
          response.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // Pages are compressed once and kept (page-response.ts); the plugin would compress them per answer.
  fastify.get('/*', { compress: false }, (request, reply) => serveApp(request, reply, template, renderer));
}

async function serveApp(
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate | null,
  renderer: PageRenderer,
): Promise<void> {
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path)) return sendError(reply, 404, `There is no API call ${request.method} at this path.`);
  if (!template) {
    return sendAppNotBuilt(reply);
  }
  const route = withoutTrailingSlashes(path);
  // One address per page (docs/decisions.md, D-77): `/admin/` is sent on to `/admin`, its query
  // kept. Only to a page of the app's own, so no spelling of a path can send a visitor elsewhere.
  if (route !== path && SPA_PATHS.has(route)) {
    const query = request.url.slice(path.length);
    return void reply.header('Cache-Control', 'no-cache').redirect(`${route}${query}`, 308);
  }
  const page = await renderer.render(template, request, route === PUBLIC_PAGE);
  void reply
    .status(SPA_PATHS.has(route) ? 200 : 404)
    .header('Cache-Control', 'no-cache')
    // A page follows the visitor's language (cookie, Accept-Language) and marks the owner's (cookie).
    .header('Vary', 'Cookie, Accept-Language')
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8');
  await sendPage(request, reply, page.body);
}

/** `/admin/` is `/admin`; a loop, where a `/\/+$/` pattern is quadratic on a run of slashes. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}
