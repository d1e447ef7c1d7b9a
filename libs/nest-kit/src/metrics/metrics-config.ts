import { ConfigError, readInteger } from '../config/env';
import type { MetricsProcess } from './metrics-registry';

type Env = Record<string, string | undefined>;

/**
 * Where each process serves its metrics when METRICS_PORT does not say (docs/decisions.md,
 * D-154): a port of its own beside the public one, so that one machine runs all five.
 */
export const DEFAULT_METRICS_PORTS: Readonly<Record<MetricsProcess, number>> = {
  gateway: 9464,
  profile: 9465,
  engagement: 9466,
  bookings: 9467,
  i18n: 9468,
};

export interface MetricsConfig {
  /** Null: no metrics endpoint (METRICS_PORT=off or 0). */
  port: number | null;
  host: string;
}

/**
 * METRICS_PORT (the process's default above; `off` or `0` serves none) and METRICS_HOST
 * (127.0.0.1: the metrics are for the machine's own Prometheus, never the public; a container
 * says 0.0.0.0 and publishes no port).
 */
export function readMetricsConfig(process: MetricsProcess, env: Env): MetricsConfig {
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const raw = env.METRICS_PORT?.trim().toLowerCase();
  if (raw === 'off' || raw === '0') return { port: null, host };
  if (raw && !/^\d+$/.test(raw)) throw new ConfigError(`METRICS_PORT must be a port number, or off (got "${env.METRICS_PORT}")`);
  return { port: readInteger(env, 'METRICS_PORT', DEFAULT_METRICS_PORTS[process], 1, 65535), host };
}
