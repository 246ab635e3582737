import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string | number>;
/** What prom-client's registry formats: one line per value, under `metricName`. */
interface Sample {
  metricName: string;
  labels: Labels;
  value: number;
}

/** One label set's counts: per bucket (not yet cumulative), their sum and how many. */
interface Series {
  labels: Labels;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram whose `observe` is a bucket search and three additions. prom-client's
 * Histogram validates and hashes the label object on every observation, a child's too, which
 * cost ~10 % of a cached read's throughput (decision 032). The observer of a series is kept by the
 * caller (`series`), so the request path builds no label object. The exposition is
 * prom-client's: the registry formats what `get` returns as it does for its own histograms.
 */
export class LatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    // The registry only reads `name`, `get` and `reset`; it is typed for prom-client's own classes.
    registry.registerMetric(this as unknown as Metric);
  }

  /**
   * A new series for these labels and the function that observes into it. The caller keeps it for
   * later observations (asking twice for one label set would export it twice).
   */
  series(labels: Labels): (seconds: number) => void {
    const found: Series = { labels, buckets: new Float64Array(this.upperBounds.length), sum: 0, count: 0 };
    this.all.push(found);
    const { upperBounds } = this;
    return (seconds) => {
      found.sum += seconds;
      found.count += 1;
      for (let i = 0; i < upperBounds.length; i++) {
        if (seconds <= upperBounds[i]!) {
          found.buckets[i]! += 1;
          return;
        }
      }
    };
  }

  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Sample[] }> {
    const values: Sample[] = [];
    for (const { labels, buckets, sum, count } of this.all) {
      let cumulative = 0;
      this.upperBounds.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** Zero every series; the observers callers hold keep counting into them. */
  reset(): void {
    for (const series of this.all) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
