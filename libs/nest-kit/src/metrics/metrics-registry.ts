import { Counter, Gauge, Registry, type CounterConfiguration, type GaugeConfiguration } from 'prom-client';
import type { ServiceName } from '@stagelink/contracts';
import { QuickHistogram } from './quick-histogram';

/** What a metric's `service` label says: one of the four services, or the gateway. */
export type MetricsProcess = ServiceName | 'gateway';

/**
 * The one registry of this process (docs/decisions.md, D-154). Every metric carries a `service`
 * label, so in the single-process mode (D-137), where the four services and the gateway share
 * this registry and one endpoint, each keeps its own series; with a process each, the label
 * says which process answered the scrape all the same.
 */
let registry: Registry | null = null;

export function metricsRegistry(): Registry {
  registry ??= new Registry();
  return registry;
}

/**
 * A metric by its name: made on first use, the same object afterwards, so apps that share the
 * process (the single-process mode, a second gateway in a test) share its series.
 */
function named<M>(name: string, make: () => M): M {
  return (metricsRegistry().getSingleMetric(name) as M | undefined) ?? make();
}

export function counterMetric<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
  return named(config.name, () => new Counter({ ...config, registers: [metricsRegistry()] }));
}

export function gaugeMetric<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
  return named(config.name, () => new Gauge({ ...config, registers: [metricsRegistry()] }));
}

/** A histogram for the hot path (quick-histogram.ts), by its name like the others. */
export function quickHistogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): QuickHistogram {
  return named(name, () => {
    const histogram = new QuickHistogram(name, help, labelNames, buckets);
    metricsRegistry().registerMetric(histogram as unknown as Counter);
    return histogram;
  });
}

/** A count kept as a plain number where it happens, read into its counter when Prometheus scrapes. */
export interface Tally {
  value: number;
}

const tallies = new Map<string, { labels: Record<string, string>; tally: Tally }[]>();

/**
 * A counter fed by tallies: on a hot path an increment is `tally.value += 1`, with no label
 * hashing per event; the labels are hashed once per scrape instead.
 */
export function talliedCounter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return counterMetric<L>({
    name,
    help,
    labelNames,
    collect() {
      this.reset();
      for (const { labels, tally } of tallies.get(name) ?? []) this.inc(labels as Partial<Record<L, string>>, tally.value);
    },
  });
}

/** The tally behind one series of a `talliedCounter`; the same tally for the same labels. */
export function tallyOf<L extends string>(counter: Counter<L>, labels: Record<L, string>): Tally {
  const name = (counter as unknown as { name: string }).name;
  const list = tallies.get(name) ?? [];
  tallies.set(name, list);
  const key = labelKey(labels);
  const known = list.find((entry) => labelKey(entry.labels) === key);
  if (known) return known.tally;
  const tally = { value: 0 };
  list.push({ labels, tally });
  return tally;
}

function labelKey(labels: Record<string, string>): string {
  return Object.keys(labels)
    .sort()
    .map((name) => `${name}=${labels[name]}`)
    .join(',');
}
