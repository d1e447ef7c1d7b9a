import fastifyMultipart from '@fastify/multipart';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_LIMITS, MAX_JSON_BODY_BYTES, MAX_VISITOR_BODY_BYTES } from '@stagelink/contracts';
import { sendError } from './error-reply';
import { hasBody, isApiPath, isSafeMethod } from './request-facts';
import { JsonRefusal, parseStrictJson } from './strict-json';

const MEDIA_TYPES = { json: 'application/json', multipart: 'multipart/form-data', form: 'application/x-www-form-urlencoded' } as const;
/** A subscription's id and its 43-character token, with room to spare. */
const MAX_FORM_BODY_BYTES = 1024;

// Room for the multipart boundaries and the part's headers around the one file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * What a write's body may be (docs/security.md). `/api` writes are JSON, or multipart where
 * the route table says the call uploads; anything else is a 415. That also closes the door
 * to cross-site form posts: a form can send urlencoded, multipart or text/plain without a
 * CORS preflight, never JSON. Visitor writes are small, so their limit is small too.
 * Multipart bodies are not parsed here: the upload handlers stream them (apps/gateway/src/media).
 * Registered after the admin guard, which has found the route's table entry.
 */
export async function registerRequestBodyRules(fastify: FastifyInstance): Promise<void> {
  fastify.removeAllContentTypeParsers();
  // Its parser only marks the request; the hook below keeps multipart to the upload routes.
  await fastify.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_LIMITS.maxBytes, files: 1, parts: 1 } });
  fastify.addContentTypeParser(MEDIA_TYPES.json, { parseAs: 'buffer', bodyLimit: MAX_JSON_BODY_BYTES }, (request, body: Buffer, done) => {
    if (body.length > bodyLimitOf(request)) return done(tooLarge(request), undefined);
    try {
      done(null, parseStrictJson(body));
    } catch (error) {
      done(error instanceof JsonRefusal ? new BadRequestException(error.message) : (error as Error), undefined);
    }
  });
  // The one form of the site posted without JavaScript, the unsubscribe page's (D-78): kept as
  // bounded text for its handler. `/api` refuses this type below, before any parsing.
  fastify.addContentTypeParser(MEDIA_TYPES.form, { parseAs: 'string', bodyLimit: MAX_FORM_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  fastify.addHook('onRequest', async (request, reply) => {
    // The routed pattern, not only the raw URL: `/%61pi/…` is routed to the API too.
    const api = request.apiRoute !== null || isApiPath(request.routeOptions.url ?? request.url) || isApiPath(request.url);
    if (isSafeMethod(request.method) || !api || !hasBody(request)) return;
    // A compressed body would be inflated past the size rules below: only plain bodies are taken.
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') return sendError(reply, 415, 'Send the request body uncompressed.');
    const expected = MEDIA_TYPES[request.apiRoute?.body ?? 'json'];
    if (mediaTypeOf(request) !== expected) return sendError(reply, 415, `Send the request body as ${expected}.`);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request)) return sendError(reply, 413, tooLarge(request).message);
  });
}

function bodyLimitOf(request: FastifyRequest): number {
  if (request.apiRoute?.body === 'multipart') return IMAGE_UPLOAD_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES;
  return request.apiRoute?.access === 'visitor' ? MAX_VISITOR_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

function tooLarge(request: FastifyRequest): PayloadTooLargeException {
  if (request.apiRoute?.body === 'multipart') return new PayloadTooLargeException(IMAGE_TOO_LARGE);
  return new PayloadTooLargeException(`The request body is larger than ${Math.round(bodyLimitOf(request) / 1024)} KB.`);
}

/** An upload over the limit, told before or while it streams. */
export const IMAGE_TOO_LARGE = `The image is larger than ${IMAGE_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB; choose a smaller one.`;

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
