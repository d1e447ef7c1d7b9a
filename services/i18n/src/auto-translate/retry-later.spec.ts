import { UnrecoverableError } from 'bullmq';
import type { TranslationRetryConfig } from '../config/i18n-config';
import { afterProviderFailure, retryDelay, RetryLater } from './retry-later';
import { ProviderError } from './translation-provider';

describe(afterProviderFailure.name, () => {
  const config: TranslationRetryConfig = { attempts: 5, baseDelayMs: 2000, maxDelayMs: 60_000, requestTimeoutMs: 30_000 };
  const rateLimited = (retryAfterMs: number | null) => new ProviderError('DeepL answered 429: Too many requests', true, retryAfterMs);

  it('waits twice as long after each try, up to the maximum', () => {
    const sut = afterProviderFailure(rateLimited(null), config);
    expect(sut).toBeInstanceOf(RetryLater);
    expect([1, 2, 3, 10].map((attempts) => retryDelay(attempts, 'provider', sut))).toEqual([2000, 4000, 8000, 60_000]);
  });

  it("waits at least the provider's Retry-After, even past the doubling", () => {
    const sut = afterProviderFailure(rateLimited(45_000), config);
    expect(retryDelay(1, 'provider', sut)).toBe(45_000);
    expect(retryDelay(5, 'provider', sut)).toBe(45_000);
  });

  it('waits exactly the maximum when the provider asks for just that', () => {
    expect(retryDelay(1, 'provider', afterProviderFailure(rateLimited(60_000), config))).toBe(60_000);
  });

  it('fails at once, saying how long the provider asked to wait, when that is longer than the maximum', () => {
    const sut = afterProviderFailure(rateLimited(3_600_000), config);
    expect(sut).toBeInstanceOf(UnrecoverableError);
    expect(sut.message).toBe(
      'DeepL answered 429: Too many requests (the provider asked to wait 3600 s, longer than the 60 s this server waits: try again later)',
    );
  });

  it('fails at once when no other try can help', () => {
    const sut = afterProviderFailure(new ProviderError('DeepL quota exceeded (456)', false), config);
    expect(sut).toBeInstanceOf(UnrecoverableError);
    expect(sut.message).toBe('DeepL quota exceeded (456)');
  });
});
