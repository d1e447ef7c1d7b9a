import { randomUUID } from 'node:crypto';
import { accessLogBatchesOf, type AccessLogRecord } from '@stagelink/contracts';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { AccessLogsRepository } from '../src/access-logs/access-logs.repository';
import { EngagementAppModule } from '../src/engagement-app.module';
import { ACCESS_LOG_TABLES } from './support/access-logs';

// An hour ago, to the second: well inside the retention the service's own job applies as it starts.
const T = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
const request = (seconds: number, url: string): AccessLogRecord => ({
  time: T + seconds * 1000,
  ip: '192.0.2.1',
  method: 'GET',
  url,
  status: 200,
  redirectTo: null,
  userAgent: null,
});

describe('the access-log list', () => {
  let sut: MigratedService;
  let logs: AccessLogsRepository;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
    logs = sut.app.get(AccessLogsRepository);
  });
  afterAll(() => sut?.close());

  const store = async (...records: AccessLogRecord[]) => {
    for (const batch of accessLogBatchesOf(records, randomUUID)) await logs.store(batch);
  };
  const urls = (entries: { requested_url: string }[]) => entries.map((entry) => entry.requested_url);

  it('lists by time across batches that overlap, as when a batch sent again arrives late or two gateways send', async () => {
    await store(request(2, '/2'), request(4, '/4'), request(6, '/6'));
    // Arrives later, with older and newer requests among the first batch's.
    await store(request(1, '/1'), request(3, '/3'), request(5, '/5'), request(7, '/7'));
    const all = await logs.list(50);
    expect(urls(all)).toEqual(['/7', '/6', '/5', '/4', '/3', '/2', '/1']);
    expect(all.map((entry) => entry.timestamp)).toEqual([7, 6, 5, 4, 3, 2, 1].map((second) => new Date(T + second * 1000).toISOString()));

    const pages: string[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = await logs.list(2, before);
      if (page.length === 0) break;
      pages.push(urls(page));
      before = page.at(-1)?.id;
    }
    expect(pages).toEqual([['/7', '/6'], ['/5', '/4'], ['/3', '/2'], ['/1']]);
  });

  it('stores every column of a request as the gateway sent it, a redirect and a user agent or neither', async () => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) "quoted", back\\slash';
    await store(
      { ...request(1, '/old'), method: 'POST', status: 301, redirectTo: '/new', userAgent: agent },
      { ...request(2, '/missing?x=1'), ip: '2001:db8::1', status: 404 },
    );
    expect((await logs.list(10)).map(({ id: _id, ...columns }) => columns)).toEqual([
      {
        timestamp: new Date(T + 2000).toISOString(),
        ip_address: '2001:db8::1',
        method: 'GET',
        requested_url: '/missing?x=1',
        status_code: 404,
        redirect_to: null,
        user_agent: null,
      },
      {
        timestamp: new Date(T + 1000).toISOString(),
        ip_address: '192.0.2.1',
        method: 'POST',
        requested_url: '/old',
        status_code: 301,
        redirect_to: '/new',
        user_agent: agent,
      },
    ]);
  });

  it('lists the newest requests first whichever batch holds them', async () => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    // Three batches; the two that end last hold old requests that would fill a page of three
    // before the third batch's newer one.
    await store(request(100, '/100'), request(1, '/1'));
    await store(request(99, '/99'), request(2, '/2'));
    await store(request(98, '/98'));
    expect(urls(await logs.list(3))).toEqual(['/100', '/99', '/98']);
  });

  it("keeps each request's id when retention removes older ones of its batch, so paging from an id read before goes on", async () => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    await store(request(-2, '/old-1'), request(-1, '/old-2'), request(1, '/new-1'), request(2, '/new-2'), request(3, '/new-3'));
    const before = await logs.list(10);
    const idOf = (url: string) => before.find((entry) => entry.requested_url === url)?.id;
    expect(await logs.removeBefore(new Date(T))).toEqual({ removed: 2, pieces: 1 });
    const after = await logs.list(10);
    expect(after.map((entry) => [entry.requested_url, entry.id])).toEqual(['/new-3', '/new-2', '/new-1'].map((url) => [url, idOf(url)]));
    expect(urls(await logs.list(10, idOf('/new-2')))).toEqual(['/new-1']);
    expect(await sut.db.query(`SELECT id::text, requested_url FROM engagement.access_logs ORDER BY id`)).toEqual(
      ['/new-1', '/new-2', '/new-3'].map((url) => ({ id: idOf(url), requested_url: url })),
    );
  });

  it('answers an empty page for an id that names no kept request, however large', async () => {
    expect(await logs.list(10, '999999999')).toEqual([]);
    expect(await logs.list(10, '9'.repeat(40))).toEqual([]);
  });

  it('reads the newest requests of a large log, across the edges of its batches', async () => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    await store(...Array.from({ length: 5000 }, (_, index) => request(100 + index, `/many-${index}`)));
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_log_entries`)).toEqual([{ n: 5000 }]);
    const page = await logs.list(3);
    expect(urls(page)).toEqual(['/many-4999', '/many-4998', '/many-4997']);
    const next = await logs.list(3, page.at(-1)?.id);
    expect(urls(next)).toEqual(['/many-4996', '/many-4995', '/many-4994']);
    // Across a batch's edge: the thousandth from the end is the last of the previous batch.
    const edge = await logs.list(2, (await logs.list(1000)).at(-1)?.id);
    expect(urls(edge)).toEqual(['/many-3999', '/many-3998']);
  });
});
