import { Registry } from 'prom-client';
import { QuickHistogram } from './quick-histogram';

describe('QuickHistogram', () => {
  it('reads as Prometheus’s cumulative buckets, sum and count, one series per set of label values', async () => {
    const histogram = new QuickHistogram('answer_seconds', 'Time to answer', ['route', 'status'], [0.005, 0.025]);
    const registry = new Registry();
    registry.registerMetric(histogram as never);
    histogram.observe(['/api/sections/:id', 200], 0.004);
    histogram.observe(['/api/sections/:id', 200], 0.02);
    histogram.observe(['/api/sections/:id', 200], 20);
    histogram.observe(['/api/sections/:id', 404], 0.001);
    const lines = (await registry.metrics()).split('\n');
    expect(lines).toEqual([
      '# HELP answer_seconds Time to answer',
      '# TYPE answer_seconds histogram',
      'answer_seconds_bucket{le="0.005",route="/api/sections/:id",status="200"} 1',
      'answer_seconds_bucket{le="0.025",route="/api/sections/:id",status="200"} 2',
      'answer_seconds_bucket{le="+Inf",route="/api/sections/:id",status="200"} 3',
      'answer_seconds_sum{route="/api/sections/:id",status="200"} 20.024',
      'answer_seconds_count{route="/api/sections/:id",status="200"} 3',
      'answer_seconds_bucket{le="0.005",route="/api/sections/:id",status="404"} 1',
      'answer_seconds_bucket{le="0.025",route="/api/sections/:id",status="404"} 1',
      'answer_seconds_bucket{le="+Inf",route="/api/sections/:id",status="404"} 1',
      'answer_seconds_sum{route="/api/sections/:id",status="404"} 0.001',
      'answer_seconds_count{route="/api/sections/:id",status="404"} 1',
      '',
    ]);
  });
});
