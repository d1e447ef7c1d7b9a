import { z } from 'zod';
import { ANALYTICS_RECENT_DAYS } from '@stagelink/contracts';
import { integerVar, parseEnv, REDIS_VARIABLES, refuse, type Env, type RedisConfig } from '@stagelink/nest-kit';

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

export const RETENTION_VARIABLES = {
  ...REDIS_VARIABLES,
  ACCESS_LOG_RETENTION_DAYS: integerVar(30, 1, TEN_YEARS_DAYS),
  // "Last 30 Days" counts part of its first day from the events themselves
  // (analytics-reads.repository.ts), so they must outlive that day.
  ANALYTICS_RETENTION_DAYS: integerVar(395, 0, TEN_YEARS_DAYS).transform((days, context) =>
    days !== 0 && days <= ANALYTICS_RECENT_DAYS
      ? refuse(context.issues, days, `must be 0 (keep forever) or more than ${ANALYTICS_RECENT_DAYS} (got "${days}")`)
      : days,
  ),
  RETENTION_INTERVAL_MINUTES: integerVar(60, 1, 1440),
} as const;

const retentionSchema = z.object(RETENTION_VARIABLES).transform((vars): RetentionConfig => ({
  redisUrl: vars.REDIS_URL,
  redisKeyPrefix: vars.REDIS_KEY_PREFIX,
  accessLogDays: vars.ACCESS_LOG_RETENTION_DAYS,
  analyticsDays: vars.ANALYTICS_RETENTION_DAYS,
  everyMinutes: vars.RETENTION_INTERVAL_MINUTES,
}));

export function readRetentionConfig(env: Env = process.env): RetentionConfig {
  return parseEnv(retentionSchema, env);
}
