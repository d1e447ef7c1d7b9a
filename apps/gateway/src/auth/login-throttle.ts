import { Inject, Injectable } from '@nestjs/common';
import { RedisConnection } from '../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig, LoginThrottleConfig } from '../config/gateway-config';

/**
 * Counts an attempt and answers the seconds to wait (0: go on and check the password), in
 * one step on the Redis server, so parallel guesses cannot all pass between a check and a
 * count. The attempt that reaches the free number sets the wait for the ones after it;
 * after each wait, one attempt is checked again, and a further failure doubles the wait.
 */
const COUNT_ATTEMPT = `
local wait = redis.call('TTL', KEYS[2])
if wait > 0 then return wait end
local attempts = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
local beyondFree = attempts - tonumber(ARGV[1])
if beyondFree >= 0 then
  local lock = math.min(tonumber(ARGV[2]) * 2 ^ math.min(beyondFree, 30), tonumber(ARGV[3]))
  redis.call('SET', KEYS[2], '1', 'EX', lock)
end
return 0`;

/**
 * Login attempts per client IP (docs/security.md): a few free ones, then a wait that
 * doubles with every further failure up to a ceiling. Counters live in Redis and survive
 * restarts; a successful login clears them.
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

  /** Counts this attempt before the password is checked; answers the seconds to wait, or 0. */
  async countAttempt(ip: string): Promise<number> {
    const { freeFailures, lockSeconds, maxLockSeconds } = this.limits;
    const wait = await this.redis.client.eval(COUNT_ATTEMPT, 2, attemptsKey(ip), lockKey(ip), freeFailures, lockSeconds, maxLockSeconds);
    return Number(wait);
  }

  async reset(ip: string): Promise<void> {
    await this.redis.client.del(attemptsKey(ip), lockKey(ip));
  }
}

const attemptsKey = (ip: string) => `login:failures:${ip}`;
const lockKey = (ip: string) => `login:lock:${ip}`;
