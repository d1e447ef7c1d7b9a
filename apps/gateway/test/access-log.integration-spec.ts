import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessLogBatchesOf, AccessLogPatterns, type AccessLogEntry, type AccessLogRecord, type AccessStats } from '@stagelink/contracts';
import { AccessLogRecorder } from '../src/access-log/access-log-recorder';
import { RpcClient } from '../src/common/rpc-client';
import { GATEWAY_CONFIG, type GatewayConfig } from '../src/config/gateway-config';
import { TestStack } from './support/test-stack';

/** Small batches, so many requests make many of them. */
const BATCH_SIZE = 50;

interface LogRow {
  ip_address: string;
  method: string;
  requested_url: string;
  status_code: number;
  redirect_to: string | null;
  user_agent: string | null;
}

describe('the access log', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', ACCESS_LOG_BATCH_SIZE: String(BATCH_SIZE) });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  const flush = () => stack.app.get(AccessLogRecorder).flush();
  const rowsFor = (url: string) =>
    stack.db.query<LogRow>(
      `SELECT ip_address, method, requested_url, status_code, redirect_to, user_agent FROM engagement.access_logs WHERE requested_url = $1`,
      [url],
    );
  /** Each batch stored keeps its id beside its rows (docs/decisions.md, D-195). */
  const batchCount = async () =>
    Number((await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM engagement.access_log_entry_batches`)).count);
  /** Requests stored as the recorder sends them: batches to the engagement service over NATS. */
  const storeRequests = async (records: Omit<AccessLogRecord, 'method'>[]) => {
    const requests = records.map((record) => ({ method: 'GET', ...record }));
    for (const batch of accessLogBatchesOf(requests, randomUUID)) await stack.app.get(RpcClient).send(AccessLogPatterns.recordBatch, batch);
  };
  const clearAccessLogs = () =>
    stack.db.query(
      `TRUNCATE engagement.access_log_entries, engagement.access_log_entry_batches,
                engagement.access_log_daily, engagement.access_log_not_found, engagement.access_log_ips`,
    );
  const countLike = async (pattern: string) =>
    Number(
      (await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM engagement.access_logs WHERE requested_url LIKE $1`, [pattern]))
        .count,
    );

  it('records pages, API calls and 404s with the client IP, method, address, status and user agent', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Mozilla/5.0 (test)' };
    expect((await stack.request('GET', '/?from=log-test', { headers })).status).toBe(200);
    expect((await stack.request('GET', '/api/profile?from=log-test', { headers })).status).toBe(200);
    expect((await stack.request('GET', '/no-such-page?from=log-test', { headers })).status).toBe(404);
    expect(
      (await stack.request('DELETE', '/api/sections/1?from=log-test', { headers: { 'x-forwarded-for': '198.51.100.24' } })).status,
    ).toBe(401);
    await flush();
    expect(await rowsFor('/?from=log-test')).toEqual([
      {
        ip_address: '198.51.100.23',
        method: 'GET',
        requested_url: '/?from=log-test',
        status_code: 200,
        redirect_to: null,
        user_agent: 'Mozilla/5.0 (test)',
      },
    ]);
    expect(await rowsFor('/api/profile?from=log-test')).toMatchObject([{ status_code: 200 }]);
    expect(await rowsFor('/no-such-page?from=log-test')).toMatchObject([{ status_code: 404 }]);
    expect(await rowsFor('/api/sections/1?from=log-test')).toMatchObject([
      { ip_address: '198.51.100.24', method: 'DELETE', status_code: 401, user_agent: expect.any(String) },
    ]);
  });

  it('writes every one of many concurrent requests once, in batches', async () => {
    const requests = 600;
    const { flushMs } = stack.app.get<GatewayConfig>(GATEWAY_CONFIG).accessLog;
    await flush();
    const batchesBefore = await batchCount();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, index) =>
        stack.request('GET', `/api/profile?load=${index}`, { headers: { 'x-forwarded-for': `10.1.${index % 250}.${index % 7}` } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await flush();
    expect(await countLike('/api/profile?load=%')).toBe(requests);
    const distinct = await stack.db.queryOne<{ count: string }>(
      `SELECT count(DISTINCT requested_url) FROM engagement.access_logs WHERE requested_url LIKE '/api/profile?load=%'`,
    );
    expect(Number(distinct.count)).toBe(requests);
    // Full batches, besides one partial batch at most per timed send and the last flush: an
    // entry a batch would make hundreds.
    const timedSends = Math.ceil((Date.now() - started) / flushMs);
    expect((await batchCount()) - batchesBefore).toBeLessThanOrEqual(Math.ceil(requests / BATCH_SIZE) + timedSends + 1);
  });

  it('records a redirect with its target, and a static file of the web app', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.31' };
    const redirect = await fetch(`${stack.baseUrl}/admin/?from=log-test`, { headers, redirect: 'manual' });
    expect(redirect.status).toBe(308);
    const target = redirect.headers.get('location');
    expect(target).toBe('/admin?from=log-test');
    const asset = readdirSync(join(stack.app.get<GatewayConfig>(GATEWAY_CONFIG).webDistDir, 'assets')).find((file) =>
      file.endsWith('.css'),
    );
    if (!asset) throw new Error('no stylesheet in the web build');
    const file = await stack.request('GET', `/assets/${asset}`, { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/css/);
    await flush();
    expect(await rowsFor('/admin/?from=log-test')).toEqual([
      {
        ip_address: '198.51.100.31',
        method: 'GET',
        requested_url: '/admin/?from=log-test',
        status_code: 308,
        redirect_to: target,
        user_agent: expect.any(String),
      },
    ]);
    expect(await rowsFor(`/assets/${asset}`)).toMatchObject([
      { ip_address: '198.51.100.31', method: 'GET', status_code: 200, redirect_to: null },
    ]);
  });

  it('sends what waits within about a second, with no one asking', async () => {
    await stack.request('GET', '/?from=timer');
    const deadline = Date.now() + 3000;
    while ((await rowsFor('/?from=timer')).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowsFor('/?from=timer')).toHaveLength(1);
  });

  it('counts requests, unique IPs, redirects and 404s, with the most frequent 404 paths whatever their queries', async () => {
    await flush();
    await clearAccessLogs();
    const now = Date.now();
    const threeDaysAgo = now - 3 * 86_400_000;
    await storeRequests([
      { time: now, ip: '192.0.2.1', url: '/', status: 200, redirectTo: null, userAgent: null },
      { time: now, ip: '192.0.2.1', url: '/old', status: 301, redirectTo: '/', userAgent: null },
      { time: threeDaysAgo, ip: '192.0.2.2', url: '/wp-login.php', status: 404, redirectTo: null, userAgent: null },
      { time: now, ip: '192.0.2.3', url: '/wp-login.php?x=1', status: 404, redirectTo: null, userAgent: null },
      { time: now, ip: '192.0.2.3', url: '/.env', status: 404, redirectTo: null, userAgent: null },
      { time: now, ip: '192.0.2.3', url: '/asset.js', status: 304, redirectTo: null, userAgent: null },
    ]);
    const { status, body } = await stack.request<AccessStats>('GET', '/api/admin/access-stats', { cookie });
    expect(status).toBe(200);
    // The stats call itself is logged after it is answered, so it is not in its own figures.
    expect(body).toEqual({
      totalRequests: 6,
      uniqueIps: 3,
      redirects: 1,
      notFound: 3,
      topNotFoundUrls: [
        { requested_url: '/wp-login.php', count: 2 },
        { requested_url: '/.env', count: 1 },
      ],
    });
  });

  it('lists the logs newest first, a page at a time', async () => {
    await flush();
    await clearAccessLogs();
    // Minutes ahead, so they are the newest whatever this run's own requests add meanwhile.
    const inMinutes = (minutes: number) => Date.now() + minutes * 60_000;
    await storeRequests(
      [1, 2, 3, 4, 5].map((n) => ({
        time: inMinutes(10 - n),
        ip: '192.0.2.9',
        url: `/page-${n}`,
        status: 200,
        redirectTo: null,
        userAgent: 'agent',
      })),
    );
    const first = await stack.request<AccessLogEntry[]>('GET', '/api/admin/access-logs?limit=2', { cookie });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        timestamp: expect.any(String),
        ip_address: '192.0.2.9',
        method: 'GET',
        requested_url: '/page-1',
        status_code: 200,
        redirect_to: null,
        user_agent: 'agent',
      },
      expect.objectContaining({ requested_url: '/page-2' }),
    ]);
    const second = await stack.request<AccessLogEntry[]>('GET', `/api/admin/access-logs?limit=2&before=${first.body[1]?.id}`, { cookie });
    expect(second.body.map((entry) => entry.requested_url)).toEqual(['/page-3', '/page-4']);
    expect((await stack.request('GET', '/api/admin/access-logs?limit=500', { cookie })).status).toBe(400);
  });

  it.each(['/api/admin/access-stats', '/api/admin/access-logs'])('answers 401 to %s without a session', async (path) => {
    expect((await stack.request('GET', path)).status).toBe(401);
  });

  it('records nothing when ACCESS_LOG_ENABLED is false', async () => {
    const quiet = await stack.startAnotherGateway({ ACCESS_LOG_ENABLED: 'false' });
    try {
      await quiet.request('GET', '/?from=quiet-gateway');
      await quiet.app.get(AccessLogRecorder).flush();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await rowsFor('/?from=quiet-gateway')).toEqual([]);
    } finally {
      await quiet.stopGateway();
    }
  });

  it('stores what waits when the gateway shuts down', async () => {
    const other = await stack.startAnotherGateway({ ACCESS_LOG_FLUSH_MS: '60000' });
    await other.request('GET', '/?from=shutdown');
    await other.stopGateway();
    expect(await rowsFor('/?from=shutdown')).toHaveLength(1);
  });
});
