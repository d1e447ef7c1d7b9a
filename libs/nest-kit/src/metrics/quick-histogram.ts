type LabelValue = string | number;

/** A line of the scrape, as prom-client's registry formats it. */
interface ScrapedValue {
  metricName: string;
  labels: Record<string, LabelValue>;
  value: number;
}

interface Series {
  readonly labels: Record<string, LabelValue>;
  /** Observations in each bucket alone, made cumulative when scraped. */
  readonly counts: number[];
  sum: number;
  count: number;
}

/**
 * A histogram for the hot path (docs/decisions.md, D-154): a series is found through one map
 * per label, keyed by the values themselves (a route pattern is the same string every time),
 * so an observation costs a few map lookups and additions: 0.07 to 0.13 µs measured, against
 * 1.5 to 2.3 µs for prom-client's Histogram, which builds and hashes a label string each time. It is read in
 * Prometheus's format when scraped, registered in the registry like any metric.
 */
export class QuickHistogram {
  private readonly root = new Map<LabelValue, unknown>();
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    private readonly buckets: readonly number[],
  ) {}

  /** One observation; `values` in the order of the label names. */
  observe(values: readonly LabelValue[], value: number): void {
    const series = this.seriesOf(values);
    series.count += 1;
    series.sum += value;
    const buckets = this.buckets;
    for (let index = 0; index < buckets.length; index += 1) {
      if (value <= (buckets[index] as number)) {
        (series.counts[index] as number) += 1;
        return;
      }
    }
  }

  private seriesOf(values: readonly LabelValue[]): Series {
    let level = this.root;
    const last = values.length - 1;
    for (let index = 0; index < last; index += 1) {
      const value = values[index] as LabelValue;
      let next = level.get(value) as Map<LabelValue, unknown> | undefined;
      if (!next) {
        next = new Map();
        level.set(value, next);
      }
      level = next;
    }
    const found = level.get(values[last] as LabelValue) as Series | undefined;
    if (found) return found;
    const labels = Object.fromEntries(this.labelNames.map((name, index) => [name, values[index] as LabelValue]));
    const series: Series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
    level.set(values[last] as LabelValue, series);
    this.series.push(series);
    return series;
  }

  /** What prom-client's registry reads when scraped. */
  get(): Promise<{ name: string; help: string; type: 'histogram'; values: ScrapedValue[]; aggregator: 'sum' }> {
    const values: ScrapedValue[] = [];
    for (const { labels, counts, sum, count } of this.series) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += counts[index] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: 'histogram', values, aggregator: 'sum' });
  }
}
