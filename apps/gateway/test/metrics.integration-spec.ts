import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metricsRegistry, startMetricsEndpoint, type MetricsEndpoint } from '@stagelink/nest-kit';
import { eventually, freePort } from '@stagelink/testing';
import { AccessLogRecorder } from '../src/access-log/access-log-recorder';
import { scrape, valueOf, type Sample } from './support/prometheus-text';
import { TestStack } from './support/test-stack';

const HTTP = 'stagelink_http_request_duration_seconds';
const NATS = 'stagelink_nats_request_duration_seconds';

/**
 * What Prometheus reads of a running site (docs/decisions.md, D-154): the gateway's answers by
 * route pattern, its NATS requests, its cache and access log; a service's handled messages,
 * queue depths and Node's own metrics; all on ports of their own, none on the public one.
 */
describe('the metrics', () => {
  let stack: TestStack;
  let gatewayMetrics: MetricsEndpoint;
  let engagementPort: number;
  let sectionId: number;
  // A web build of one page, so that the public port answers an unknown page as the site does.
  const webDist = mkdtempSync(join(tmpdir(), 'stagelink-metrics-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    engagementPort = await freePort();
    stack = await TestStack.startWithOwnServices({ PUBLIC_CACHE_SECONDS: '3600', WEB_DIST_DIR: webDist }, {}, (service) =>
      service === 'engagement' ? { METRICS_PORT: String(engagementPort) } : ({} as Record<string, string>),
    );
    // The endpoint main.ts starts, on a free port: this process's registry holds the gateway's metrics.
    gatewayMetrics = await startMetricsEndpoint(metricsRegistry(), { host: '127.0.0.1', port: 0 });
    sectionId = await stack.addSection({ type: 'video', data: { videos: [{ title: 'A', url: 'https://youtu.be/dQw4w9WgXcQ' }] } });
  });
  afterAll(async () => {
    await gatewayMetrics?.close();
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const gateway = () => scrape(`http://127.0.0.1:${gatewayMetrics.port}/metrics`);
  const engagement = () => scrape(`http://127.0.0.1:${engagementPort}/metrics`);

  it('counts an answer by its route pattern, method and status, never by its URL', async () => {
    const before = await gateway();
    expect((await stack.request('GET', `/api/sections/${sectionId}/likes`)).status).toBe(200);
    expect((await stack.request('GET', '/api/sections/987654/likes')).status).toBe(404);
    const after = await gateway();
    const route = { method: 'GET', route: '/api/sections/:sectionId/likes' };
    const count = (samples: Sample[], status: string) => valueOf(samples, `${HTTP}_count`, { ...route, status });
    expect(count(after, '200') - count(before, '200')).toBe(1);
    expect(count(after, '404') - count(before, '404')).toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('987654')))).toBe(false);
    // The latency histogram: every answer within the last bucket.
    expect(valueOf(after, `${HTTP}_bucket`, { ...route, status: '200', le: '+Inf' })).toBe(count(after, '200'));
  });

  it('counts a request no route matched under one fixed route label', async () => {
    const before = await gateway();
    expect((await stack.request('DELETE', '/no-such-page/42')).status).toBe(404);
    const after = await gateway();
    const unmatched = (samples: Sample[]) => valueOf(samples, `${HTTP}_count`, { route: '(unmatched)', status: '404' });
    expect(unmatched(after) - unmatched(before)).toBe(1);
  });

  it('times the NATS requests the gateway sends, by subject, and the messages the service handles', async () => {
    const before = await gateway();
    const handledBefore = await engagement();
    expect((await stack.request('GET', `/api/sections/${sectionId}/likes`)).status).toBe(200);
    const after = await gateway();
    const ok = (samples: Sample[]) => valueOf(samples, `${NATS}_count`, { service: 'gateway', outcome: 'ok' });
    expect(ok(after) - ok(before)).toBeGreaterThanOrEqual(1);
    const subjects = new Set(after.filter((sample) => sample.name === `${NATS}_count`).map((sample) => sample.labels.subject ?? ''));
    // `service.pattern`, without the namespace: the same series in every deployment.
    expect([...subjects].every((subject) => /^(profile|engagement|bookings|i18n)\.[a-z-]+$/.test(subject))).toBe(true);
    expect(subjects).toContain('engagement.get-likes');
    expect(valueOf(after, `${NATS}_bucket`, { subject: 'engagement.get-likes', outcome: 'ok', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    const handled = (samples: Sample[]) =>
      valueOf(samples, 'stagelink_nats_handled_duration_seconds_count', { service: 'engagement', subject: 'engagement.get-likes' });
    expect(handled(await engagement()) - handled(handledBefore)).toBeGreaterThanOrEqual(1);
  });

  it('counts a cache hit when a cached read is read again', async () => {
    const hits = (samples: Sample[]) => valueOf(samples, 'stagelink_cache_lookups_total', { cache: 'public', result: 'hit' });
    const before = await gateway();
    expect((await stack.request('GET', '/api/sections')).status).toBe(200);
    expect((await stack.request('GET', '/api/sections')).status).toBe(200);
    const after = await gateway();
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(1);
    // Both reads are counted under the route's pattern, whichever path answered them (D-135).
    const reads = (samples: Sample[]) => valueOf(samples, `${HTTP}_count`, { route: '/api/sections', status: '200' });
    expect(reads(after) - reads(before)).toBe(2);
  });

  it('counts the access-log entries buffered, and how many wait', async () => {
    const buffered = (samples: Sample[]) => valueOf(samples, 'stagelink_access_log_entries_total', { result: 'buffered' });
    const before = await gateway();
    await stack.request('GET', '/api/profile');
    expect(buffered(await gateway()) - buffered(before)).toBe(1);
    await stack.app.get(AccessLogRecorder).flush();
    expect(valueOf(await gateway(), 'stagelink_access_log_pending_entries')).toBe(0);
  });

  it('reads the depth of the service’s queues from Redis, and serves Node’s own metrics', async () => {
    const samples = await eventually(engagement, (found) => found.some((sample) => sample.name === 'stagelink_queue_jobs'));
    const states = samples.filter((sample) => sample.name === 'stagelink_queue_jobs' && sample.labels.service === 'engagement');
    expect(new Set(states.map((sample) => sample.labels.state))).toEqual(new Set(['waiting', 'active', 'delayed', 'failed']));
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('serves no metrics on the public port', async () => {
    const response = await fetch(`${stack.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('stagelink_');
  });
});
