import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

// Brotli first: it is smaller; gzip for everyone else (docs/decisions.md, D-53).
const negotiator = new Negotiator<ContentEncoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });
// Browsers send a handful of distinct headers: each is negotiated once (D-135). Bounded, since
// the header is the client's to choose.
const MAX_REMEMBERED = 64;
const remembered = new Map<string, ContentEncoding | null>();

/** The encoding this request accepts best, or null for none (a missing header means none). */
export function acceptedEncoding(request: FastifyRequest, offered: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | null {
  return encodingFor(request.headers['accept-encoding'], offered);
}

/** The same decision from the `Accept-Encoding` header's value, for a request Fastify never saw (D-135). */
export function encodingFor(header: string | undefined, offered: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | null {
  if (!header) return null;
  if (offered.length === 2) {
    const known = remembered.get(header);
    if (known !== undefined) return known;
    const best = negotiator.negotiate(header);
    const encoding = best === 'identity' ? null : best;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, encoding);
    return encoding;
  }
  const only = offered[0];
  return only && new Negotiator({ supportedValues: [only] }).negotiate(header) === only ? only : null;
}

/** Marks a reply as encoded, so no later hook compresses it again, and caches apart by encoding. */
export function markEncoded(reply: FastifyReply, encoding: ContentEncoding | null): void {
  void reply.header('Vary', appendVary(reply.getHeader('Vary'), 'Accept-Encoding'));
  if (encoding) void reply.header('Content-Encoding', encoding);
}

function appendVary(current: unknown, field: string): string {
  const existing = typeof current === 'string' && current ? current.split(',').map((part) => part.trim()) : [];
  return existing.some((part) => part.toLowerCase() === field.toLowerCase()) ? existing.join(', ') : [...existing, field].join(', ');
}
