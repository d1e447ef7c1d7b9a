import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { QueryRunner } from 'typeorm';
import { accessLogBatchesOf } from '@stagelink/contracts';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { AccessLogsRepository } from '../src/access-logs/access-logs.repository';
import { StoreAccessLogsInBlocks1765152000000 } from '../src/database/migrations/1765152000000-store-access-logs-in-blocks';
import { AddAccessLogDays1765324800000 } from '../src/database/migrations/1765324800000-add-access-log-days';
import { MoveAccessLogBlocksIntoDays1765411200000 } from '../src/database/migrations/1765411200000-move-access-log-blocks-into-days';
import { DropAccessLogBlocks1765497600000 } from '../src/database/migrations/1765497600000-drop-access-log-blocks';
import { EngagementAppModule } from '../src/engagement-app.module';
import { RETENTION_QUEUE } from '../src/retention/retention.module';
import { ACCESS_LOG_TABLES, removeAllBefore, startupRetentionDone } from './support/access-logs';

/** The access log's tables and their migrations (docs/decisions.md, D-195, D-197). */
describe("the access log's schema", () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
    // These tests store requests of February 2026, long past retention.
    await startupRetentionDone(sut.app.get<Queue>(getQueueToken(RETENTION_QUEUE)));
  });
  afterAll(() => sut?.close());

  /** Requests stored as a gateway sends them: in batches, through the service's own store. */
  const storeRequests = async (...records: [string, string, string, number][]) => {
    for (const batch of accessLogBatchesOf(
      records.map(([time, ip, url, status]) => ({
        time: Date.parse(time),
        ip,
        method: 'GET',
        url,
        status,
        redirectTo: null,
        userAgent: null,
      })),
      randomUUID,
    ))
      await sut.app.get(AccessLogsRepository).store(batch);
  };
  const rollups = async () => ({
    daily: await sut.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, requests, redirects, not_found FROM engagement.access_log_daily ORDER BY day`,
    ),
    notFound: await sut.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, requested_url, count FROM engagement.access_log_not_found ORDER BY 1, 2`,
    ),
    ips: await sut.db.query(
      `SELECT ip_address, to_char(last_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS last_seen FROM engagement.access_log_ips ORDER BY 1`,
    ),
  });

  it('adds each stored batch to the access-log rollups, counting only real redirects and 404 paths without their query', async () => {
    await storeRequests(
      ['2026-02-01T01:00:00Z', '192.0.2.1', '/', 200],
      ['2026-02-01T02:00:00Z', '192.0.2.1', '/a', 302],
      ['2026-02-01T03:00:00Z', '192.0.2.2', '/x.js', 304],
      ['2026-02-02T01:00:00Z', '192.0.2.2', '/nope?probe=1', 404],
    );
    await storeRequests(['2026-02-02T05:00:00Z', '192.0.2.3', '/nope?probe=2', 404]);
    expect(await rollups()).toEqual({
      daily: [
        { day: '2026-02-01', requests: '3', redirects: '1', not_found: '0' },
        { day: '2026-02-02', requests: '2', redirects: '0', not_found: '2' },
      ],
      notFound: [{ day: '2026-02-02', requested_url: '/nope', count: '2' }],
      ips: [
        { ip_address: '192.0.2.1', last_seen: '2026-02-01T02:00' },
        { ip_address: '192.0.2.2', last_seen: '2026-02-02T01:00' },
        { ip_address: '192.0.2.3', last_seen: '2026-02-02T05:00' },
      ],
    });
    // A row a request; the view lists them too, each with its own id.
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_log_entries`)).toEqual([{ n: 5 }]);
    const rows = await sut.db.query<{ id: string; requested_url: string; status_code: number }>(
      `SELECT id::text, requested_url, status_code FROM engagement.access_logs ORDER BY "timestamp"`,
    );
    expect(rows.map((row) => [row.requested_url, row.status_code])).toEqual([
      ['/', 200],
      ['/a', 302],
      ['/x.js', 304],
      ['/nope?probe=1', 404],
      ['/nope?probe=2', 404],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(5);
  });

  it('stores a batch sent again once, adding nothing to the counts', async () => {
    const [batch] = accessLogBatchesOf(
      [
        {
          time: Date.parse('2026-02-03T00:00:00Z'),
          ip: '192.0.2.9',
          method: 'GET',
          url: '/again',
          status: 200,
          redirectTo: null,
          userAgent: null,
        },
      ],
      randomUUID,
    );
    const repository = sut.app.get(AccessLogsRepository);
    expect(await repository.store(batch!)).toBe(1);
    expect(await repository.store(batch!)).toBe(0);
    expect(await sut.db.query(`SELECT requests FROM engagement.access_log_daily WHERE day = '2026-02-03'`)).toEqual([{ requests: '1' }]);
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_logs WHERE requested_url = '/again'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('takes removed requests out of the daily counts and the 404s, keeping the rest', async () => {
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    await storeRequests(
      ['2026-02-01T01:00:00Z', '192.0.2.1', '/', 200],
      ['2026-02-01T02:00:00Z', '192.0.2.1', '/a', 302],
      ['2026-02-01T03:00:00Z', '192.0.2.2', '/x.js', 304],
      ['2026-02-02T01:00:00Z', '192.0.2.2', '/nope', 404],
      ['2026-02-02T05:00:00Z', '192.0.2.3', '/nope', 404],
    );
    const repository = sut.app.get(AccessLogsRepository);
    expect(await removeAllBefore(repository, new Date('2026-02-01T02:30:00Z'))).toBe(2);
    expect((await rollups()).daily).toEqual([
      { day: '2026-02-01', requests: '1', redirects: '0', not_found: '0' },
      { day: '2026-02-02', requests: '2', redirects: '0', not_found: '2' },
    ]);
    expect(await removeAllBefore(repository, new Date('2026-02-02T03:00:00Z'))).toBe(2);
    expect(await rollups()).toMatchObject({
      daily: [{ day: '2026-02-02', requests: '1', redirects: '0', not_found: '1' }],
      notFound: [{ day: '2026-02-02', requested_url: '/nope', count: '1' }],
    });
    expect(await removeAllBefore(repository, new Date('2026-02-03T00:00:00Z'))).toBe(1);
    expect(await repository.removeBefore(new Date('2026-02-03T00:00:00Z'))).toEqual({ removed: 0, pieces: 0 });
    expect(await rollups()).toMatchObject({ daily: [], notFound: [] });
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_logs`)).toEqual([{ n: 0 }]);
  });

  it('moves the access logs stored before the blocks into blocks, then into days, the same rows and counts, and drops the blocks', async () => {
    const runner = { query: (sql: string, params?: unknown[]) => sut.db.query(sql, params) } as unknown as QueryRunner;
    const migration = new StoreAccessLogsInBlocks1765152000000();
    const dropBlocks = new DropAccessLogBlocks1765497600000();
    const later = [new AddAccessLogDays1765324800000(), new MoveAccessLogBlocksIntoDays1765411200000()];
    const blocksTable = `SELECT to_regclass('engagement.access_log_blocks')::text AS "table"`;
    // The blocks' table and the view as a migration leaves them: columns, checks, indexes, the view's query.
    const blocksShape = `SELECT
      (SELECT array_agg(column_name || ' ' || data_type || ' ' || is_nullable || ' ' || is_identity ORDER BY ordinal_position)
         FROM information_schema.columns WHERE table_schema = 'engagement' AND table_name = 'access_log_blocks') AS "columns",
      (SELECT array_agg(pg_get_constraintdef(oid) ORDER BY conname) FROM pg_constraint
        WHERE conrelid = 'engagement.access_log_blocks'::regclass) AS "constraints",
      (SELECT array_agg(indexdef ORDER BY indexname) FROM pg_indexes
        WHERE schemaname = 'engagement' AND tablename = 'access_log_blocks') AS "indexes",
      pg_get_viewdef('engagement.access_logs'::regclass) AS "view"`;
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    await dropBlocks.down(runner);
    expect(await sut.db.query(blocksTable)).toEqual([{ table: 'engagement.access_log_blocks' }]);
    const shapeMadeAgain = await sut.db.query(blocksShape);
    for (const each of [...later].reverse()) await each.down(runner);
    await migration.down(runner);
    // Through the old table's trigger, as stored before: a row every 50 s, with
    // fractions of a millisecond, and one a hair before midnight.
    await sut.db.query(
      `INSERT INTO engagement.access_logs ("timestamp", ip_address, method, requested_url, status_code, redirect_to, user_agent)
       SELECT '2026-02-01T00:00:00.0004Z'::timestamptz + n * interval '50 seconds', '192.0.2.' || (n % 7), 'GET', '/page-' || n,
              CASE WHEN n % 10 = 0 THEN 404 WHEN n % 25 = 0 THEN 301 ELSE 200 END, CASE WHEN n % 25 = 0 THEN '/' END,
              CASE WHEN n % 3 = 0 THEN 'agent ' || (n % 5) END
         FROM generate_series(1, 2500) AS n
       UNION ALL SELECT '2026-02-01T23:59:59.9996Z', '192.0.2.9', 'GET', '/midnight?x=1', 404, NULL, NULL`,
    );
    const listed = `SELECT "timestamp", ip_address, method, requested_url, status_code, redirect_to, user_agent FROM engagement.access_logs
                     ORDER BY "timestamp", requested_url`;
    const millisecond = (rows: { timestamp: Date }[]) => rows.map((row) => ({ ...row, timestamp: row.timestamp.getTime() }));
    const before = { rows: millisecond(await sut.db.query(listed)), rollups: await rollups() };
    await migration.up(runner);
    // Two UTC days, the first with 1,727 + 1 rows: blocks of at most 1,000 of one day.
    expect(
      await sut.db.query(
        `SELECT to_char(first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, cardinality(offsets) AS requests
           FROM engagement.access_log_blocks ORDER BY first_at`,
      ),
    ).toEqual([
      { day: '2026-02-01', requests: 1000 },
      { day: '2026-02-01', requests: 728 },
      { day: '2026-02-02', requests: 773 },
    ]);
    expect({ rows: millisecond(await sut.db.query(listed)), rollups: await rollups() }).toEqual(before);
    // Into days (D-195): each request keeps its id, the blocks are emptied.
    const ids = `SELECT id::text, requested_url FROM engagement.access_logs ORDER BY id`;
    const idsInBlocks = await sut.db.query(ids);
    for (const each of later) await each.up(runner);
    expect(await sut.db.query(ids)).toEqual(idsInBlocks);
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_log_blocks`)).toEqual([{ n: 0 }]);
    expect({ rows: millisecond(await sut.db.query(listed)), rollups: await rollups() }).toEqual(before);
    // What 1765497600000's down made is what 1765411200000 left.
    expect(await sut.db.query(blocksShape)).toEqual(shapeMadeAgain);
    // A server of the last release run with ACCESS_LOG_STORE=blocks stored one more request there.
    const lateBatch = randomUUID();
    await sut.db.query(
      `INSERT INTO engagement.access_log_blocks (batch_id, first_at, last_at, since, texts, offsets, ips, methods, urls, statuses, redirects, user_agents)
       VALUES ($1, '2026-02-03T10:00:00Z', '2026-02-03T10:00:00Z', $2, ARRAY['192.0.2.77', 'GET', '/late'], ARRAY[0], ARRAY[0], ARRAY[1],
               ARRAY[2], ARRAY[200]::smallint[], ARRAY[NULL]::integer[], ARRAY[NULL]::integer[])`,
      [lateBatch, Date.parse('2026-02-03T10:00:00Z')],
    );
    // The blocks dropped (D-197), that request moved first: the view lists the days' rows alone.
    await dropBlocks.up(runner);
    expect(await sut.db.query(blocksTable)).toEqual([{ table: null }]);
    expect(
      await sut.db.query(
        `SELECT ip_address, method, requested_url, status_code, redirect_to, user_agent,
                to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at
           FROM engagement.access_logs WHERE requested_url = '/late'`,
      ),
    ).toEqual([
      {
        ip_address: '192.0.2.77',
        method: 'GET',
        requested_url: '/late',
        status_code: 200,
        redirect_to: null,
        user_agent: null,
        at: '2026-02-03T10:00:00',
      },
    ]);
    expect(
      await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.access_log_entry_batches WHERE batch_id = $1`, [lateBatch]),
    ).toEqual([{ n: 1 }]);
    await sut.db.query(`DELETE FROM engagement.access_log_entries WHERE requested_url = '/late'`);
    expect(await sut.db.query(ids)).toEqual(idsInBlocks);
    expect({ rows: millisecond(await sut.db.query(listed)), rollups: await rollups() }).toEqual(before);
    // The days hold what the rollups counted: removing them all leaves every count at nothing.
    await removeAllBefore(sut.app.get(AccessLogsRepository), new Date('2100-01-01T00:00:00Z'));
    expect(await rollups()).toMatchObject({ daily: [], notFound: [] });
    await sut.db.query(`TRUNCATE engagement.access_log_ips`);
  });
});
