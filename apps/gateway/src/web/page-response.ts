import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressedPage } from '../compression/compressed-page';
import { acceptedEncoding, markEncoded } from '../compression/content-encoding';

/**
 * Sends a page as the assets go: Brotli to a client that takes it, else gzip, else as it is
 * (docs/decisions.md, D-53). A page is the same bytes for every visitor of its language and
 * variant (D-193), so its compressed forms are made once and kept with it.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CompressedPage): Promise<void> {
  const encoding = acceptedEncoding(request);
  markEncoded(reply, encoding);
  await reply.send(await page.bytes(encoding));
}

/** A page asked for before the web app was built. */
export function sendAppNotBuilt(reply: FastifyReply): void {
  void reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
}
