import { UnrecoverableError } from 'bullmq';
import type { TranslationRetryConfig } from '../config/i18n-config';
import type { ProviderError } from './translation-provider';

/**
 * A provider failure worth another try. The wait doubles with each try from the configured
 * base up to the maximum, and is never shorter than the provider's `Retry-After`.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    private readonly retryAfterMs: number | null,
    private readonly config: TranslationRetryConfig,
  ) {
    super(message);
    this.name = RetryLater.name;
  }

  /** `attemptsMade`: the tries so far, this failed one included. */
  delayAfter(attemptsMade: number): number {
    const exponential = Math.min(this.config.maxDelayMs, this.config.baseDelayMs * 2 ** Math.max(0, attemptsMade - 1));
    return Math.max(exponential, this.retryAfterMs ?? 0);
  }
}

/**
 * What a provider's failure makes of the job (docs/decisions.md, D-68): another try later, or
 * a failure at once, with a reason the owner can read, when no try can help or when the
 * provider asks to wait longer than this server waits (`TRANSLATION_RETRY_MAX_MS`).
 */
export function afterProviderFailure(error: ProviderError, config: TranslationRetryConfig): RetryLater | UnrecoverableError {
  if (!error.retryable) return new UnrecoverableError(error.message);
  const asked = error.retryAfterMs;
  if (asked !== null && asked > config.maxDelayMs) {
    return new UnrecoverableError(
      `${error.message} (the provider asked to wait ${seconds(asked)} s, longer than the ${seconds(config.maxDelayMs)} s this server waits: try again later)`,
    );
  }
  return new RetryLater(error.message, asked, config);
}

/** BullMQ's custom backoff: the failure says how long to wait; anything else waits a second. */
export function retryDelay(attemptsMade: number, _type?: string, error?: Error): number {
  return error instanceof RetryLater ? error.delayAfter(attemptsMade) : 1000;
}

function seconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
