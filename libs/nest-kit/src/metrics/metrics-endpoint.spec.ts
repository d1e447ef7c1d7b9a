import { networkInterfaces } from 'node:os';
import { readMetricsConfig } from './metrics-config';
import { startMetricsEndpoint, type MetricsEndpoint } from './metrics-endpoint';
import { metricsRegistry, tallyOf } from './metrics-registry';
import { cacheLookups, httpRequestSeconds } from './stagelink-metrics';

/** An IPv4 address of this machine other than loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('the metrics endpoint', () => {
  let endpoint: MetricsEndpoint;

  beforeAll(async () => {
    // The default host, on a free port instead of the fixed one.
    endpoint = await startMetricsEndpoint(metricsRegistry(), { host: readMetricsConfig('gateway', {}).host, port: 0 });
  });
  afterAll(() => endpoint.close());

  const scrape = async (path = '/metrics') => {
    const response = await fetch(`http://127.0.0.1:${endpoint.port}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('listens on 127.0.0.1 by default, not on the machine’s other addresses', async () => {
    expect(endpoint.host).toBe('127.0.0.1');
    const address = outsideAddress();
    if (address) await expect(fetch(`http://${address}:${endpoint.port}/metrics`)).rejects.toThrow();
  });

  it('serves the registry in Prometheus’s text format at /metrics, and nothing else', async () => {
    httpRequestSeconds().observe(['gateway', 'GET', '/api/sections/:id', 200], 0.004);
    const metrics = await scrape();
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toContain(
      'stagelink_http_request_duration_seconds_bucket{le="0.005",service="gateway",method="GET",route="/api/sections/:id",status="200"} 1',
    );
    expect((await scrape('/')).status).toBe(404);
    expect((await scrape('/metrics/extra')).status).toBe(404);
  });

  it('reads tallies into their counter when scraped, one series per set of labels in any order', async () => {
    const hits = tallyOf(cacheLookups(), { service: 'gateway', cache: 'spec', result: 'hit' });
    const misses = tallyOf(cacheLookups(), { service: 'gateway', cache: 'spec', result: 'miss' });
    expect(tallyOf(cacheLookups(), { result: 'hit', cache: 'spec', service: 'gateway' })).toBe(hits);
    hits.value += 3;
    misses.value += 1;
    let text = (await scrape()).text;
    expect(text).toContain('stagelink_cache_lookups_total{service="gateway",cache="spec",result="hit"} 3');
    expect(text).toContain('stagelink_cache_lookups_total{service="gateway",cache="spec",result="miss"} 1');
    hits.value += 1;
    text = (await scrape()).text;
    expect(text).toContain('stagelink_cache_lookups_total{service="gateway",cache="spec",result="hit"} 4');
  });
});
