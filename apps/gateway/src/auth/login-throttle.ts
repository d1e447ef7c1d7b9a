import { Inject, Injectable } from '@nestjs/common';
import { addressGroup } from '../common/address-group';
import { RedisConnection } from '../common/redis.module';
import { GATEWAY_CONFIG, GatewayConfig, LoginThrottleConfig } from '../config/gateway-config';

/** Why an attempt must wait: its own address (or /64) failed too often, or the whole site checks too many. */
export type LoginWait = { seconds: number; reason: 'address' | 'site' } | null;

const SITE_WINDOW_SECONDS = 60;

/**
 * Counts an attempt and answers the seconds to wait (0: go on and check the password), in
 * one step on the Redis server, so parallel guesses cannot all pass between a check and a
 * count. A locked address waits first, without using the site's budget; then the site-wide
 * count of password checks in this minute (D-93), whose key expires with its window; then the
 * address's own count. The attempt that reaches the free number sets the wait for the ones
 * after it; after each wait, one attempt is checked again, and a further failure doubles it.
 */
const COUNT_ATTEMPT = `
local wait = redis.call('TTL', KEYS[2])
if wait > 0 then return {wait, 'address'} end
local checks = redis.call('INCR', KEYS[3])
if checks == 1 then redis.call('EXPIRE', KEYS[3], ${SITE_WINDOW_SECONDS}) end
if checks > tonumber(ARGV[4]) then return {redis.call('TTL', KEYS[3]), 'site'} end
local attempts = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
local beyondFree = attempts - tonumber(ARGV[1])
if beyondFree >= 0 then
  local lock = math.min(tonumber(ARGV[2]) * 2 ^ math.min(beyondFree, 30), tonumber(ARGV[3]))
  redis.call('SET', KEYS[2], '1', 'EX', lock)
end
return {0, ''}`;

/**
 * Password attempts per IPv4 address and per IPv6 /64 (docs/security.md): a few free ones, then
 * a wait that doubles with every further failure up to a ceiling; and at most
 * `LOGIN_CHECKS_PER_MINUTE` password checks for the whole site, since an attacker rotating
 * through many networks would otherwise buy argon2 work with each. Counters live in Redis and
 * survive restarts; a successful login clears its address's. Passkey sign-ins never come here.
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

  /** Counts this attempt before the password is checked; answers how long to wait, or null: check it. */
  async countAttempt(ip: string): Promise<LoginWait> {
    const { freeFailures, lockSeconds, maxLockSeconds, checksPerMinute } = this.limits;
    const group = addressGroup(ip);
    const [seconds, reason] = (await this.redis.client.eval(
      COUNT_ATTEMPT,
      3,
      attemptsKey(group),
      lockKey(group),
      SITE_CHECKS_KEY,
      freeFailures,
      lockSeconds,
      maxLockSeconds,
      checksPerMinute,
    )) as [number, string];
    if (reason === 'address' || reason === 'site') return { seconds: Math.max(1, Number(seconds)), reason };
    return null;
  }

  async reset(ip: string): Promise<void> {
    const group = addressGroup(ip);
    await this.redis.client.del(attemptsKey(group), lockKey(group));
  }
}

const attemptsKey = (group: string) => `login:failures:${group}`;
const lockKey = (group: string) => `login:lock:${group}`;
const SITE_CHECKS_KEY = 'login:site-checks';
