import { applyDecorators, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { addressGroup } from '../common/address-group';
import type { GatewayConfig } from '../config/gateway-config';

export type RateLimitedAction = 'likes' | 'analytics' | 'newsletter' | 'bookings' | 'passkey-login' | 'qr-code';

const RATE_LIMITED_ACTION = 'stagelink:rate-limited-action';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * One named throttler per action, each applied only to the routes marked with it. The
 * counters live in Redis, so several gateways agree on a visitor's budget.
 */
export function visitorThrottlers(config: GatewayConfig, reflector: Reflector): ThrottlerModuleOptions {
  const limits = config.rateLimits;
  const perAction: Record<RateLimitedAction, { limit: number; ttl: number }> = {
    likes: { limit: limits.likesPerMinute, ttl: MINUTE_MS },
    analytics: { limit: limits.analyticsPerMinute, ttl: MINUTE_MS },
    newsletter: { limit: limits.newsletterPerHour, ttl: HOUR_MS },
    bookings: { limit: limits.bookingsPerHour, ttl: HOUR_MS },
    'passkey-login': { limit: limits.passkeyLoginsPerMinute, ttl: MINUTE_MS },
    'qr-code': { limit: limits.qrCodesPerMinute, ttl: MINUTE_MS },
  };
  return {
    throttlers: Object.entries(perAction).map(([name, { limit, ttl }]) => ({
      name,
      limit,
      ttl,
      skipIf: (context: ExecutionContext) =>
        reflector.get<RateLimitedAction | undefined>(RATE_LIMITED_ACTION, context.getHandler()) !== name,
    })),
    // The generic X-RateLimit-*-<name> headers would only leak the throttler names.
    setHeaders: false,
    generateKey: (_context, tracker, throttlerName) => `ratelimit:${throttlerName}:${tracker}`,
  };
}

/** Over a limit: 429 with a readable message and `Retry-After`, through the gateway's error filter. */
@Injectable()
export class VisitorRateLimitGuard extends ThrottlerGuard {
  /** An IPv4 address, or an IPv6 /64 as one client (docs/decisions.md, D-93). */
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    return Promise.resolve(addressGroup(String(request.ip)));
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new HttpException(
      { message: 'Too many requests. Please wait a moment and try again.', retryAfterSeconds: Math.max(1, detail.timeToBlockExpire) },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Marks a public write; calls of one action share one budget per client (an IPv4 address or
 * an IPv6 /64). The counters' Redis keys expire with their window. The guard sits
 * on these routes only, so reads such as the cached profile pay nothing for it.
 */
export const RateLimited = (action: RateLimitedAction) =>
  applyDecorators(SetMetadata(RATE_LIMITED_ACTION, action), UseGuards(VisitorRateLimitGuard));
