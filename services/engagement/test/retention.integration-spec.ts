import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { accessLogBatchesOf } from '@stagelink/contracts';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { AccessLogsRepository } from '../src/access-logs/access-logs.repository';
import { EngagementAppModule } from '../src/engagement-app.module';
import { RETENTION_QUEUE } from '../src/retention/retention.module';
import { RetentionService } from '../src/retention/retention.service';
import { ACCESS_LOG_TABLES } from './support/access-logs';

const count = async (sut: MigratedService, table: string) =>
  Number((await sut.db.queryOne<{ count: string }>(`SELECT count(*) FROM engagement.${table}`)).count);

describe('retention', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    process.env.ACCESS_LOG_RETENTION_DAYS = '30';
    process.env.ANALYTICS_RETENTION_DAYS = '60';
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
  });
  afterAll(async () => {
    await sut?.close();
    delete process.env.ACCESS_LOG_RETENTION_DAYS;
    delete process.env.ANALYTICS_RETENTION_DAYS;
  });

  /** Requests stored as a gateway sends them, at these moments. */
  const storeRequests = async (records: { time: number; ip: string; url: string; status: number }[]) => {
    const requests = records.map((record) => ({ ...record, method: 'GET', redirectTo: null, userAgent: null }));
    for (const batch of accessLogBatchesOf(requests, randomUUID)) await sut.app.get(AccessLogsRepository).store(batch);
  };
  const DAY_MS = 86_400_000;

  /** Access logs and events at these ages in days. */
  const arrange = async (ages: number[]) => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}, engagement.analytics, engagement.analytics_daily`);
    const now = Date.now();
    await storeRequests(ages.map((age) => ({ time: now - age * DAY_MS, ip: `192.0.2.${age}`, url: `/gone-${age}`, status: 404 })));
    await sut.db.query(
      `INSERT INTO engagement.analytics (event, "timestamp") SELECT 'profile_view', now() - make_interval(days => age) FROM unnest($1::integer[]) AS age`,
      [ages],
    );
  };

  it('removes access logs past ACCESS_LOG_RETENTION_DAYS with their rollups, and events past ANALYTICS_RETENTION_DAYS', async () => {
    await arrange([0, 29, 32, 45, 61, 400]);
    await sut.app.get(RetentionService).run();

    const ages = await sut.db.query<{ url: string }>(`SELECT requested_url AS url FROM engagement.access_logs ORDER BY 1`);
    expect(ages.map((row) => row.url)).toEqual(['/gone-0', '/gone-29']);
    expect(await count(sut, 'access_log_daily')).toBe(2);
    expect(await count(sut, 'access_log_not_found')).toBe(2);
    expect(
      (await sut.db.query<{ ip: string }>(`SELECT ip_address AS ip FROM engagement.access_log_ips ORDER BY 1`)).map((row) => row.ip),
    ).toEqual(['192.0.2.0', '192.0.2.29']);
    expect(await count(sut, 'analytics')).toBe(4);
    // The daily counts hold no one's data: the total of views stays.
    expect(Number((await sut.db.queryOne<{ sum: string }>(`SELECT sum(count) FROM engagement.analytics_daily`)).sum)).toBe(6);
  });

  it('keeps raw IPs exactly ACCESS_LOG_RETENTION_DAYS × 24 hours, and the stats describe exactly the rows kept', async () => {
    await arrange([]);
    // Either side of the cut by a minute, most often in one UTC day and one batch; 192.0.2.1 also came back later.
    const cut = Date.now() - 30 * DAY_MS;
    const minute = 60_000;
    await storeRequests([
      { time: cut + minute, ip: '192.0.2.1', url: '/kept', status: 404 },
      { time: cut - minute, ip: '192.0.2.2', url: '/gone', status: 404 },
      { time: cut - 2 * minute, ip: '192.0.2.1', url: '/old', status: 301 },
      { time: cut - DAY_MS, ip: '192.0.2.3', url: '/', status: 200 },
    ]);
    await sut.app.get(RetentionService).run();

    expect(await sut.db.query(`SELECT ip_address, requested_url FROM engagement.access_logs`)).toEqual([
      { ip_address: '192.0.2.1', requested_url: '/kept' },
    ]);
    expect(await sut.app.get(AccessLogsRepository).stats()).toEqual({
      totalRequests: 1,
      uniqueIps: 1,
      redirects: 0,
      notFound: 1,
      topNotFoundUrls: [{ requested_url: '/kept', count: 1 }],
    });
    expect(await sut.db.query(`SELECT ip_address FROM engagement.access_log_ips`)).toEqual([{ ip_address: '192.0.2.1' }]);
    expect(await sut.db.query(`SELECT requests FROM engagement.access_log_daily`)).toEqual([{ requests: '1' }]);
  });

  it('runs as a BullMQ job: a job on the queue removes the old rows', async () => {
    await arrange([1, 90]);
    const queue = sut.app.get<Queue>(getQueueToken(RETENTION_QUEUE));
    expect(await queue.getJobSchedulersCount()).toBe(1);
    await queue.add('remove-old-rows-now', {});
    const deadline = Date.now() + 15_000;
    // The job prunes the access logs first and the events after: it is done when both are.
    const done = async () => (await count(sut, 'access_logs')) === 1 && (await count(sut, 'analytics')) === 1;
    while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count(sut, 'access_logs')).toBe(1);
    expect(await count(sut, 'analytics')).toBe(1);
  });
});
