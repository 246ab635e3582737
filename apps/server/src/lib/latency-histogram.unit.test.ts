import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram';

const BUCKETS = [0.005, 0.01, 0.1, 1];
const OBSERVED = [0.001, 0.005, 0.0051, 0.05, 0.5, 2, 0.002];

describe('LatencyHistogram', () => {
  it("exports what prom-client's own histogram exports for the same observations", async () => {
    const ours = new Registry();
    const reference = new Registry();
    const fast = new LatencyHistogram('latency_seconds', 'Latency', BUCKETS, ours);
    const histogram = new Histogram({ name: 'latency_seconds', help: 'Latency', labelNames: ['method', 'route'], buckets: BUCKETS, registers: [reference] });

    const get = fast.series({ method: 'GET', route: '/api/a' });
    const post = fast.series({ method: 'POST', route: '/api/b' });
    for (const seconds of OBSERVED) {
      get(seconds);
      histogram.observe({ method: 'GET', route: '/api/a' }, seconds);
    }
    post(0.02);
    histogram.observe({ method: 'POST', route: '/api/b' }, 0.02);

    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain('latency_seconds_bucket{le="0.005",method="GET",route="/api/a"} 3');
    expect(await ours.metrics()).toContain('latency_seconds_bucket{le="+Inf",method="GET",route="/api/a"} 7');
  });

  it('keeps counting into the same series after a reset', async () => {
    const registry = new Registry();
    const observe = new LatencyHistogram('latency_seconds', 'Latency', BUCKETS, registry).series({ route: 'web' });
    observe(0.5);
    registry.resetMetrics();
    observe(0.003);
    const text = await registry.metrics();
    expect(text).toContain('latency_seconds_count{route="web"} 1');
    expect(text).toContain('latency_seconds_bucket{le="0.005",route="web"} 1');
    expect(text).toContain('latency_seconds_sum{route="web"} 0.003');
  });
});
