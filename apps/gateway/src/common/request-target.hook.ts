import type { FastifyInstance } from 'fastify';
import { sendError } from './error-reply';

/** Longer request targets than any page or call of ours needs are refused before routing. */
export const MAX_REQUEST_TARGET_LENGTH = 2048;

/**
 * Every later decision (the admin guard, the body rules, the page route) reads the request's
 * path, so the path must mean one thing. A browser only ever sends origin-form targets
 * (`/api/...`); an absolute-form (`http://host/api/...`), authority-form or asterisk-form
 * target, or one starting with `//`, is read one way by the router and another by a prefix
 * test, so it is refused here, first (docs/security.md).
 */
export function registerRequestTargetCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (target.length > MAX_REQUEST_TARGET_LENGTH) {
      return sendError(reply, 414, `The request target is longer than ${MAX_REQUEST_TARGET_LENGTH} characters.`);
    }
    if (!target.startsWith('/') || target.startsWith('//')) {
      return sendError(reply, 400, 'The request target must be a path starting with a single "/".');
    }
  });
}
