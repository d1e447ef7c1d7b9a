import { z } from 'zod';
import { optionalVar, parseEnv, refuse, textVar, type Env } from '../config/env-vars';
import type { MetricsProcess } from './metrics-registry';

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
 * says 0.0.0.0 and publishes no port). A part of every process's schema.
 */
export const metricsVariables = (process: MetricsProcess) =>
  ({
    METRICS_HOST: textVar('127.0.0.1'),
    METRICS_PORT: optionalVar().transform((value, context): number | null => {
      const raw = value?.toLowerCase();
      if (raw === undefined) return DEFAULT_METRICS_PORTS[process];
      if (raw === 'off' || raw === '0') return null;
      const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (port >= 1 && port <= 65535) return port;
      return refuse(context.issues, value, `must be a port number from 1 to 65535, or off (got "${value}")`);
    }),
  }) as const;

export function readMetricsConfig(process: MetricsProcess, env: Env): MetricsConfig {
  const vars = parseEnv(z.object(metricsVariables(process)), env);
  return { port: vars.METRICS_PORT, host: vars.METRICS_HOST };
}
