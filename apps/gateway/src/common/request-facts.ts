import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** `/api` and everything under it, the path given without its query. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A write from a browser carries the page's `Origin`; it must be this host. No `Origin` at
 * all is a client that is not a browser, which no other site can steer (docs/security.md).
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Whether the request carries a body at all (a length above zero, or a chunked one). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}
