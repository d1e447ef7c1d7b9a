import type { Language } from '@stagelink/contracts';

/** A machine translation service: HTML texts in, the same number of HTML texts out, in order. */
export interface TranslationProvider {
  readonly name: string;
  translate(texts: string[], source: Language, target: Language): Promise<string[]>;
}

/**
 * A provider's failure in words the owner can act on. `retryable` for outages and rate limits;
 * `retryAfterMs` when the provider said how long to wait (`Retry-After`); `onlyThisLanguage`
 * for a refusal of the request itself (400: an unsupported language), which another language
 * may not meet (docs/decisions.md, D-81).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
    readonly onlyThisLanguage = false,
  ) {
    super(message);
    this.name = ProviderError.name;
  }
}

/** `Retry-After` as seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * One HTTP call to a provider: a network failure or a timeout is an outage worth another try;
 * an answer that is not 2xx is judged by `refusal`.
 */
export async function providerCall(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
  refusal: (status: number, body: string, retryAfter: number | null) => ProviderError,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `did not answer within ${init.timeoutMs / 1000} s` : 'cannot be reached';
    throw new ProviderError(`${provider} ${reason} (${new URL(url).origin})`, true);
  }
  const body = await response.text();
  if (!response.ok) throw refusal(response.status, body, retryAfterMs(response.headers.get('retry-after')));
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ProviderError(`${provider} answered something that is not JSON`, true);
  }
}

/** The `error` or `message` field of a JSON error body, else the body's start. */
export function reasonIn(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const reason = parsed.error ?? parsed.message;
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    // not JSON: the text itself
  }
  return body.trim().slice(0, 200) || 'no reason given';
}

/** Status codes worth another try: rate limits and the provider's own outages. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** A refusal of what was asked (400: a language the provider does not offer), not of the caller. */
export function isRequestRefusal(status: number): boolean {
  return status === 400;
}

/** A refusal or failure as the provider answered it, worded for the owner. */
export function refusalError(message: string, status: number, retryAfter: number | null): ProviderError {
  return new ProviderError(message, isRetryableStatus(status), retryAfter, isRequestRefusal(status));
}

/** The provider the configuration names, or null when none is (auto-translate then answers 503). */
export const TRANSLATION_PROVIDER = Symbol('TRANSLATION_PROVIDER');
