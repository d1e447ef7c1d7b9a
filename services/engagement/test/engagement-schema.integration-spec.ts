import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { accessLogBatchesOf } from '@stagelink/contracts';
import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { AccessLogBlockStore } from '../src/access-logs/access-log-block-store';
import { AccessLogsRepository } from '../src/access-logs/access-logs.repository';
import { AddProfileViewCount1764201600000 } from '../src/database/migrations/1764201600000-add-profile-view-count';
import { AddAnalyticsRollups1764892800000 } from '../src/database/migrations/1764892800000-add-analytics-rollups';
import { PruneAccessLogsExactly1765065600000 } from '../src/database/migrations/1765065600000-prune-access-logs-exactly';
import { StoreAccessLogsInBlocks1765152000000 } from '../src/database/migrations/1765152000000-store-access-logs-in-blocks';
import { AddAccessLogDays1765324800000 } from '../src/database/migrations/1765324800000-add-access-log-days';
import { EngagementAppModule } from '../src/engagement-app.module';
import { ACCESS_LOG_TABLES, onStore, removeAllBefore, STORE } from './support/access-log-store';

describe(`engagement schema (ACCESS_LOG_STORE=${STORE})`, () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
  });
  afterAll(() => sut?.close());

  it('creates every engagement table in its own schema', async () => {
    // The day store's days are made as batches and retention need them (D-195).
    const days = /^access_log_entries_\d{8}$/;
    expect((await tablesOf(sut.db, 'engagement')).filter((table) => !days.test(table))).toEqual([
      'access_log_blocks',
      'access_log_daily',
      'access_log_entries',
      'access_log_entry_batches',
      'access_log_ips',
      'access_log_not_found',
      'access_logs',
      'analytics',
      'analytics_daily',
      'analytics_daily_facets',
      'analytics_daily_sections',
      'artificial_likes',
      'like_totals',
      'likes',
      'migrations',
      'newsletter_subscriptions',
      'privacy_erasures',
      'profile_view_count',
      'subscriber_count',
    ]);
  });

  it('refuses a second like for the same section, video and IP', async () => {
    const like = `INSERT INTO engagement.likes (section_id, video_index, ip_address) VALUES (1, 0, 'visitor-hash')`;
    await sut.db.query(like);
    expect(await postgresErrorCode(sut.db.query(like))).toBe('23505');
    await sut.db.query(`INSERT INTO engagement.likes (section_id, video_index, ip_address) VALUES (1, 1, 'visitor-hash')`);
    const rows = await sut.db.query<{ count: string }>(`SELECT count(*) FROM engagement.likes`);
    expect(rows[0]?.count).toBe('2');
  });

  it('keeps one artificial-likes row per video, with the spec defaults', async () => {
    await sut.db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index) VALUES (7, 0)`);
    const row = await sut.db.queryOne(
      `SELECT base_likes, incremental_likes, views_per_increment, last_increment_view FROM engagement.artificial_likes`,
    );
    expect(row).toEqual({ base_likes: 0, incremental_likes: 0, views_per_increment: 10, last_increment_view: 0 });
    expect(await postgresErrorCode(sut.db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index) VALUES (7, 0)`))).toBe(
      '23505',
    );
    expect(
      await postgresErrorCode(
        sut.db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index, views_per_increment) VALUES (8, 0, 0)`),
      ),
    ).toBe('23514');
  });

  it('stores a newsletter contact once, and never one without e-mail or phone', async () => {
    await sut.db.query(`INSERT INTO engagement.newsletter_subscriptions (email) VALUES ('fan@example.com')`);
    const row = await sut.db.queryOne<{ status: string }>(`SELECT status FROM engagement.newsletter_subscriptions`);
    expect(row.status).toBe('active');
    expect(
      await postgresErrorCode(sut.db.query(`INSERT INTO engagement.newsletter_subscriptions (email) VALUES ('fan@example.com')`)),
    ).toBe('23505');
    expect(await postgresErrorCode(sut.db.query(`INSERT INTO engagement.newsletter_subscriptions (status) VALUES ('active')`))).toBe(
      '23514',
    );
  });

  it('keeps the number of subscriptions in one row, through inserts, deletes and truncation', async () => {
    const total = async () => (await sut.db.queryOne<{ total: number }>(`SELECT total FROM engagement.subscriber_count`)).total;
    await sut.db.query(`TRUNCATE engagement.newsletter_subscriptions`);
    expect(await total()).toBe(0);
    await sut.db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email) SELECT 'fan' || n || '@example.com' FROM generate_series(1, 40) AS n`,
    );
    await sut.db.query(`INSERT INTO engagement.newsletter_subscriptions (phone) VALUES ('+393335550101')`);
    expect(await total()).toBe(41);
    await sut.db.query(`DELETE FROM engagement.newsletter_subscriptions WHERE email LIKE 'fan1%'`);
    expect(await total()).toBe(30);
    await sut.db.query(`UPDATE engagement.newsletter_subscriptions SET status = 'unsubscribed'`);
    expect(await total()).toBe(30);
    await sut.db.query(`TRUNCATE engagement.newsletter_subscriptions`);
    expect(await total()).toBe(0);
    expect(await postgresErrorCode(sut.db.query(`INSERT INTO engagement.subscriber_count (total) VALUES (0)`))).toBe('23505');
  });

  it('keeps the spec lengths: an IP column of 45 characters', async () => {
    const tooLong = 'x'.repeat(46);
    const code = await postgresErrorCode(
      sut.db.query(`INSERT INTO engagement.likes (section_id, video_index, ip_address) VALUES (2, 0, $1)`, [tooLong]),
    );
    expect(code).toBe('22001');
  });

  it('keeps the profile views in one counter row, which starts at the views already stored', async () => {
    expect(await sut.db.query(`SELECT total FROM engagement.profile_view_count`)).toEqual([{ total: 0 }]);
    expect(await postgresErrorCode(sut.db.query(`INSERT INTO engagement.profile_view_count (total) VALUES (0)`))).toBe('23505');
    expect(await postgresErrorCode(sut.db.query(`INSERT INTO engagement.profile_view_count (one_row, total) VALUES (false, 0)`))).toBe(
      '23514',
    );

    // As on a site that recorded views before the counter existed.
    const migration = new AddProfileViewCount1764201600000();
    const runner = { query: (sql: string) => sut.db.query(sql) } as unknown as QueryRunner;
    await migration.down(runner);
    await sut.db.query(
      `INSERT INTO engagement.analytics (event) VALUES ('profile_view'), ('profile_view'), ('section_click'), ('profile_view')`,
    );
    await migration.up(runner);
    expect(await sut.db.query(`SELECT total FROM engagement.profile_view_count`)).toEqual([{ total: 3 }]);
  });

  it('gives the events stored before the rollups their bot flag, browser and counts', async () => {
    const runner = { query: (sql: string, params?: unknown[]) => sut.db.query(sql, params) } as unknown as QueryRunner;
    const migration = new AddAnalyticsRollups1764892800000();
    // The later migrations that change its access-log trigger go first and come back last.
    const later = [
      new PruneAccessLogsExactly1765065600000(),
      new StoreAccessLogsInBlocks1765152000000(),
      new AddAccessLogDays1765324800000(),
    ];
    await sut.db.query(`TRUNCATE engagement.analytics`);
    for (const each of [...later].reverse()) await each.down(runner);
    await migration.down(runner);
    await sut.db.query(
      `INSERT INTO engagement.analytics (event, section_id, user_agent, referrer, "timestamp") VALUES
         ('profile_view', NULL, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'https://www.google.com/', '2026-01-05T10:00:00Z'),
         ('profile_view', NULL, 'Googlebot/2.1', NULL, '2026-01-05T11:00:00Z'),
         ('section_click', 9, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', NULL, '2026-01-06T10:00:00Z')`,
    );
    await migration.up(runner);
    for (const each of later) await each.up(runner);
    expect(await sut.db.query(`SELECT event, is_bot, browser, os, device, referrer_host FROM engagement.analytics ORDER BY id`)).toEqual([
      { event: 'profile_view', is_bot: false, browser: 'Firefox', os: 'Windows', device: 'desktop', referrer_host: 'www.google.com' },
      { event: 'profile_view', is_bot: true, browser: null, os: null, device: 'desktop', referrer_host: null },
      { event: 'section_click', is_bot: false, browser: 'Firefox', os: 'Windows', device: 'desktop', referrer_host: null },
    ]);
    expect(
      await sut.db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, event, is_bot, count FROM engagement.analytics_daily ORDER BY 1, 2, 3`),
    ).toEqual([
      { day: '2026-01-05', event: 'profile_view', is_bot: false, count: '1' },
      { day: '2026-01-05', event: 'profile_view', is_bot: true, count: '1' },
      { day: '2026-01-06', event: 'section_click', is_bot: false, count: '1' },
    ]);
    expect(await sut.db.query(`SELECT section_id, count FROM engagement.analytics_daily_sections`)).toEqual([
      { section_id: 9, count: '1' },
    ]);
  });

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
    // One block a batch, or a row a request; the view lists a row per request, each with its own id.
    const stored = onStore({ blocks: 'access_log_blocks', days: 'access_log_entries' });
    expect(await sut.db.query(`SELECT count(*)::integer AS n FROM engagement.${stored}`)).toEqual([{ n: onStore({ blocks: 2, days: 5 }) }]);
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

  it('takes removed requests out of the daily counts and the 404s, keeping the rest and, in a block, only its texts', async () => {
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
    // Two blocks (a batch spans at most a day either way); 192.0.2.1 is named by no request left in the first.
    if (STORE === 'blocks')
      expect(await sut.db.query(`SELECT texts FROM engagement.access_log_blocks ORDER BY id`)).toEqual([
        { texts: ['192.0.2.2', 'GET', '/x.js', '/nope'] },
        { texts: ['192.0.2.3', 'GET', '/nope'] },
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

  it('moves the access logs stored before the blocks into blocks, the same rows and counts, and back', async () => {
    const runner = { query: (sql: string, params?: unknown[]) => sut.db.query(sql, params) } as unknown as QueryRunner;
    const migration = new StoreAccessLogsInBlocks1765152000000();
    const later = new AddAccessLogDays1765324800000();
    await sut.db.query(`TRUNCATE ${ACCESS_LOG_TABLES}`);
    await later.down(runner);
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
    await later.up(runner);
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
    // The blocks hold what the rollups counted: removing them all leaves every count at nothing.
    await removeAllBefore(new AccessLogBlockStore(sut.app.get(DataSource)), new Date('2100-01-01T00:00:00Z'));
    expect(await rollups()).toMatchObject({ daily: [], notFound: [] });
    await sut.db.query(`TRUNCATE engagement.access_log_ips`);
  });
});
