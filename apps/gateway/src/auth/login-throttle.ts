import { Inject, Injectable } from '@nestjs/common';
import { RedisConnection } from '../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig, LoginThrottleConfig } from '../config/gateway-config';

/**
 * Failed logins per client IP (SECURITY.md): a few free failures, then a wait that doubles
 * with every further failure up to a ceiling. Counters live in Redis and survive restarts;
 * a successful login clears them.
 */
@Injectable()
export class LoginThrottle {
  private readonly limits: LoginThrottleConfig;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = config.loginThrottle;
  }

  /** Seconds the IP must still wait, or 0. */
  async secondsToWait(ip: string): Promise<number> {
    const ttl = await this.redis.client.ttl(lockKey(ip));
    return ttl > 0 ? ttl : 0;
  }

  async recordFailure(ip: string): Promise<void> {
    const failures = await this.redis.client.incr(failuresKey(ip));
    await this.redis.client.expire(failuresKey(ip), this.limits.maxLockSeconds);
    const beyondFree = failures - this.limits.freeFailures;
    if (beyondFree < 0) return;
    const wait = Math.min(this.limits.lockSeconds * 2 ** Math.min(beyondFree, 30), this.limits.maxLockSeconds);
    await this.redis.client.set(lockKey(ip), '1', 'EX', wait);
  }

  async reset(ip: string): Promise<void> {
    await this.redis.client.del(failuresKey(ip), lockKey(ip));
  }
}

const failuresKey = (ip: string) => `login:failures:${ip}`;
const lockKey = (ip: string) => `login:lock:${ip}`;
