import fastifyStatic from '@fastify/static';
import { HttpErrorBody, SPA_ROUTES } from '@stagelink/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRenderer } from './page-renderer';

const SPA_PATHS = new Set(SPA_ROUTES);
const PUBLIC_PAGE = '/';

/**
 * Serves the built web app on the gateway's port. Hashed assets are cached for a year;
 * the HTML is never cached. A path the app does not know still gets the app, which shows
 * its 404 page, but with the status 404, so crawlers and the access log see the truth.
 */
export async function registerSpaHost(fastify: FastifyInstance, webDistDir: string, renderer: PageRenderer): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (template) {
    await fastify.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .vite/manifest.json is for the benchmark, not for visitors.
      dotfiles: 'ignore',
      setHeaders: (response, filePath) => {
        response.header('X-Content-Type-Options', 'nosniff');
        if (filePath.includes(`${join('dist', 'assets')}`)) {
          response.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  fastify.get('/*', (request, reply) => serveApp(request, reply, template, renderer));
}

async function serveApp(request: FastifyRequest, reply: FastifyReply, template: string | null, renderer: PageRenderer): Promise<void> {
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) {
    const body: HttpErrorBody = { statusCode: 404, error: 'Not Found', message: `There is no API call ${request.method} ${path}` };
    return void reply.status(404).send(body);
  }
  if (!template) {
    return void reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
  }
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = await renderer.render(template, request, route === PUBLIC_PAGE);
  await reply
    .status(SPA_PATHS.has(route) ? 200 : 404)
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
