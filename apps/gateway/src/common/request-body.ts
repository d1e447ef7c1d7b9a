import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_JSON_BODY_BYTES, MAX_VISITOR_BODY_BYTES } from '@stagelink/contracts';
import { sendError } from './error-reply';
import { hasBody, isApiPath, isSafeMethod } from './request-facts';
import { JsonRefusal, parseStrictJson } from './strict-json';

const MEDIA_TYPES = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/**
 * What a write's body may be (docs/security.md). `/api` writes are JSON, or multipart where
 * the route table says the call uploads; anything else is a 415. That also closes the door
 * to cross-site form posts: a form can send urlencoded, multipart or text/plain without a
 * CORS preflight, never JSON. Visitor writes are small, so their limit is small too.
 * Registered after the admin guard, which has found the route's table entry.
 */
export function registerRequestBodyRules(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(MEDIA_TYPES.json, { parseAs: 'buffer', bodyLimit: MAX_JSON_BODY_BYTES }, (request, body: Buffer, done) => {
    if (body.length > bodyLimitOf(request)) return done(tooLarge(request), undefined);
    try {
      done(null, parseStrictJson(body));
    } catch (error) {
      done(error instanceof JsonRefusal ? new BadRequestException(error.message) : (error as Error), undefined);
    }
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (isSafeMethod(request.method) || !isApiPath(request.url) || !hasBody(request)) return;
    const expected = MEDIA_TYPES[request.apiRoute?.body ?? 'json'];
    if (mediaTypeOf(request) !== expected) return sendError(reply, 415, `Send the request body as ${expected}.`);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request)) return sendError(reply, 413, tooLarge(request).message);
  });
}

function bodyLimitOf(request: FastifyRequest): number {
  return request.apiRoute?.access === 'visitor' ? MAX_VISITOR_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

function tooLarge(request: FastifyRequest): PayloadTooLargeException {
  return new PayloadTooLargeException(`The request body is larger than ${Math.round(bodyLimitOf(request) / 1024)} KB.`);
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
