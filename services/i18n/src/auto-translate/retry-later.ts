import type { TranslationRetryConfig } from '../config/i18n-config';

/**
 * A provider failure worth another try. The wait doubles with each try from the configured
 * base, is never shorter than the provider's `Retry-After`, and never longer than the maximum.
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
    const exponential = this.config.baseDelayMs * 2 ** Math.max(0, attemptsMade - 1);
    return Math.min(this.config.maxDelayMs, Math.max(exponential, this.retryAfterMs ?? 0));
  }
}

/** BullMQ's custom backoff: the failure says how long to wait; anything else waits a second. */
export function retryDelay(attemptsMade: number, _type?: string, error?: Error): number {
  return error instanceof RetryLater ? error.delayAfter(attemptsMade) : 1000;
}
