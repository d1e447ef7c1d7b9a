import { IDEMPOTENCY_KEY_HEADER } from '@stagelink/contracts';
import { apiRequest } from './api-client';

/**
 * The submits that must never be stored twice (a booking, a subscription, its second contact),
 * sent with an `Idempotency-Key` (docs/decisions.md, D-102). A submit is one key: sent again
 * after it failed, with the same body to the same call (the visitor's tap on Send after the
 * error), it is a retry and carries the same key, so if the first did reach the server, the
 * server answers it again instead of storing it twice. A success ends the submit; the next one,
 * even with the same words, gets a new key. The page itself retries nothing (spec section 9).
 */
const unfinished = new Map<string, { body: string; key: string }>();

export async function submitOnce<T>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> {
  const call = `${method} ${url}`;
  const text = JSON.stringify(body);
  const earlier = unfinished.get(call);
  const key = earlier?.body === text ? earlier.key : newKey();
  unfinished.set(call, { body: text, key });
  const answer = await apiRequest<T>(method, url, body, { [IDEMPOTENCY_KEY_HEADER]: key });
  if (unfinished.get(call)?.key === key) unfinished.delete(call);
  return answer;
}

/** A random UUID; outside a secure context (plain http on a LAN address) `randomUUID` is missing, `getRandomValues` is not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
