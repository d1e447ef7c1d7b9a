import { gaugeMetric, quickHistogram, talliedCounter } from './metrics-registry';

/*
 * The names and labels of Stagelink's own metrics, in one place (docs/decisions.md, D-154), so
 * the gateway, the services and the Grafana dashboard (deploy/monitoring) agree on them. Each
 * is made on first use. Labels take bounded values only: a route's pattern, never its URL; a
 * pattern's name, never a subject with the namespace or an id in it.
 */

/** From a millisecond to ten seconds: a cached read takes well under one, an RPC's deadline is a few. */
export const LATENCY_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The `route` label of a request no route matched (a 404), instead of its URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Observed with the values of `service`, `method`, `route`, `status`, in this order. */
export const httpRequestSeconds = () =>
  quickHistogram(
    'stagelink_http_request_duration_seconds',
    'HTTP requests answered, by route pattern, method and status, with the time to answer',
    ['service', 'method', 'route', 'status'],
    LATENCY_BUCKETS_SECONDS,
  );

/**
 * A request the gateway sent over NATS, by outcome: ok, error (the service or NATS refused),
 * timeout. Observed with the values of `service`, `subject`, `outcome`.
 */
export const natsRequestSeconds = () =>
  quickHistogram(
    'stagelink_nats_request_duration_seconds',
    'NATS requests sent, by subject (service.pattern) and outcome (ok, error, timeout), with the time to the answer',
    ['service', 'subject', 'outcome'],
    LATENCY_BUCKETS_SECONDS,
  );

/** A message a service handled, by outcome: ok or error. Observed like `natsRequestSeconds`. */
export const natsHandledSeconds = () =>
  quickHistogram(
    'stagelink_nats_handled_duration_seconds',
    'NATS messages handled by a service, by subject (service.pattern) and outcome (ok, error), with the time taken',
    ['service', 'subject', 'outcome'],
    LATENCY_BUCKETS_SECONDS,
  );

export const cacheLookups = () =>
  talliedCounter('stagelink_cache_lookups_total', 'Cache lookups, by cache and result (hit, miss)', [
    'service',
    'cache',
    'result',
  ] as const);

export const accessLogEntries = () =>
  talliedCounter(
    'stagelink_access_log_entries_total',
    'Access-log entries, by result: buffered to be sent in a batch, or dropped at the memory bound',
    ['service', 'result'] as const,
  );

/** Collected when scraped (queue-depth.ts): the counts BullMQ keeps in Redis. */
export const queueJobs = (collect: () => Promise<void>) =>
  gaugeMetric({
    name: 'stagelink_queue_jobs',
    help: 'BullMQ jobs by queue and state (waiting, active, delayed, failed), read from Redis when scraped',
    labelNames: ['service', 'queue', 'state'] as const,
    collect,
  });

/** The access-log entries waiting in this process's memory to be sent, read when scraped. */
export const accessLogPending = (pending: () => number) =>
  gaugeMetric({
    name: 'stagelink_access_log_pending_entries',
    help: 'Access-log entries waiting in memory to be sent to the engagement service',
    labelNames: ['service'] as const,
    collect() {
      this.set({ service: 'gateway' }, pending());
    },
  });
