import { ANALYTICS_RECENT_DAYS } from '@stagelink/contracts';
import { ConfigError, readInteger, readRedisConfig, type RedisConfig } from '@stagelink/nest-kit';

type Env = Record<string, string | undefined>;

/** How long rows are kept, and how often the job that removes older ones runs (docs/decisions.md, D-61). */
export interface RetentionConfig extends RedisConfig {
  /** Access logs hold raw IPs: kept this many days × 24 hours, to the moment. */
  accessLogDays: number;
  /** Analytics events: kept this many days, or forever with 0. The daily counts stay. */
  analyticsDays: number;
  everyMinutes: number;
}

export const RETENTION_CONFIG = Symbol('RETENTION_CONFIG');

const TEN_YEARS_DAYS = 3650;

export function readRetentionConfig(env: Env = process.env): RetentionConfig {
  return {
    ...readRedisConfig(env),
    accessLogDays: readInteger(env, 'ACCESS_LOG_RETENTION_DAYS', 30, 1, TEN_YEARS_DAYS),
    analyticsDays: readAnalyticsDays(env),
    everyMinutes: readInteger(env, 'RETENTION_INTERVAL_MINUTES', 60, 1, 1440),
  };
}

/**
 * "Last 30 Days" counts part of its first day from the events themselves
 * (analytics-reads.repository.ts), so they must outlive that day.
 */
function readAnalyticsDays(env: Env): number {
  const days = readInteger(env, 'ANALYTICS_RETENTION_DAYS', 395, 0, TEN_YEARS_DAYS);
  if (days !== 0 && days <= ANALYTICS_RECENT_DAYS) {
    throw new ConfigError(`ANALYTICS_RETENTION_DAYS must be 0 (keep forever) or more than ${ANALYTICS_RECENT_DAYS} (got "${days}")`);
  }
  return days;
}
