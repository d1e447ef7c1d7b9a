import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, markEncoded } from '../compression/content-encoding';
import { splicedGzip } from '../compression/spliced-gzip';
import type { PagePart } from './page-part';
import { pageText } from './page-template';

/**
 * Sends a page gzipped to a browser that takes gzip, and as it is to any other. Gzip is preferred
 * even to a browser that also takes Brotli: a page is spliced from parts compressed once (D-53),
 * which gzip allows and Brotli does not, so an answer costs a few microseconds, never a
 * compression, whatever a request asks for.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, parts: readonly PagePart[]): Promise<void> {
  const encoding = acceptedEncoding(request, ['gzip']);
  markEncoded(reply, encoding);
  if (encoding === 'gzip') return void (await reply.send(splicedGzip(parts.map((part) => part.spliceable()))));
  await reply.send(pageText(parts));
}
