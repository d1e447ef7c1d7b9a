import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { AccessLogsRepository } from '../src/access-logs/access-logs.repository';
import { EngagementAppModule } from '../src/engagement-app.module';
import { RETENTION_QUEUE } from '../src/retention/retention.module';
import { RetentionService } from '../src/retention/retention.service';

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

  /** Access logs and events at these ages in days, through the same inserts the service makes. */
  const arrange = async (ages: number[]) => {
    await sut.db.query(
      `TRUNCATE engagement.access_logs, engagement.access_log_daily, engagement.access_log_not_found, engagement.access_log_ips,
                engagement.analytics, engagement.analytics_daily`,
    );
    await sut.db.query(
      `INSERT INTO engagement.access_logs ("timestamp", ip_address, method, requested_url, status_code)
       SELECT now() - make_interval(days => age), '192.0.2.' || age, 'GET', '/gone-' || age, 404 FROM unnest($1::integer[]) AS age`,
      [ages],
    );
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
    // Either side of the cut by a minute, most often in one UTC day; 192.0.2.1 also came back later.
    await sut.db.query(
      `INSERT INTO engagement.access_logs ("timestamp", ip_address, method, requested_url, status_code) VALUES
         (now() - interval '30 days' + interval '1 minute', '192.0.2.1', 'GET', '/kept', 404),
         (now() - interval '30 days' - interval '1 minute', '192.0.2.2', 'GET', '/gone', 404),
         (now() - interval '30 days' - interval '2 minutes', '192.0.2.1', 'GET', '/old', 301),
         (now() - interval '31 days', '192.0.2.3', 'GET', '/', 200)`,
    );
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
    while ((await count(sut, 'access_logs')) > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count(sut, 'access_logs')).toBe(1);
    expect(await count(sut, 'analytics')).toBe(1);
  });
});
