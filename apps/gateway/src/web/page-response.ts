import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, markEncoded } from '../compression/content-encoding';
import { splicedGzip } from '../compression/spliced-gzip';
import type { PagePart } from './page-part';
import { pageText } from './page-template';

const compressBrotli = promisify(brotliCompress);
// A page differs in every answer (its nonce), so Brotli is made per answer, off the event loop,
// at a quality that costs about a millisecond for a page, for the few clients that take no gzip.
const PER_ANSWER_BROTLI_QUALITY = 5;

/**
 * Sends a page gzipped to a browser that takes gzip, and as it is to any other. Gzip is preferred
 * even to a browser that also takes Brotli: a page is spliced from parts compressed once (D-53),
 * which gzip allows and Brotli does not, so an answer costs a few microseconds, never a
 * compression, whatever a request asks for. A client that takes Brotli and not gzip gets Brotli
 * made for its answer (docs/decisions.md, D-136), not the page uncompressed.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, parts: readonly PagePart[]): Promise<void> {
  const encoding = acceptedEncoding(request, ['gzip']) ?? acceptedEncoding(request, ['br']);
  markEncoded(reply, encoding);
  if (encoding === 'gzip') return void (await reply.send(splicedGzip(parts.map((part) => part.spliceable()))));
  const text = pageText(parts);
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: PER_ANSWER_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    };
    return void (await reply.send(await compressBrotli(text, { params })));
  }
  await reply.send(text);
}

/** A page asked for before the web app was built. */
export function sendAppNotBuilt(reply: FastifyReply): void {
  void reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
}
