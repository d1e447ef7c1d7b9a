import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Marks the answer private to the owner when the request is theirs, and answers whether it is:
 * the owner reads fresh rows, visitors the cached copy, at the same address.
 */
export function isOwnerRead(request: FastifyRequest, reply: FastifyReply): boolean {
  void reply.header('Cache-Control', request.adminSession ? 'private, no-store' : 'no-cache');
  void reply.header('Vary', 'Cookie');
  return request.adminSession !== null;
}
