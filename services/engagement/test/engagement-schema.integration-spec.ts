import type { QueryRunner } from 'typeorm';
import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { AddProfileViewCount1764201600000 } from '../src/database/migrations/1764201600000-add-profile-view-count';
import { AddAnalyticsRollups1764892800000 } from '../src/database/migrations/1764892800000-add-analytics-rollups';
import { PruneAccessLogsExactly1765065600000 } from '../src/database/migrations/1765065600000-prune-access-logs-exactly';
import { EngagementAppModule } from '../src/engagement-app.module';

describe('engagement schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
  });
  afterAll(() => sut?.close());

  it('creates every engagement table in its own schema', async () => {
    expect(await tablesOf(sut.db, 'engagement')).toEqual([
      'access_log_batches',
      'access_log_daily',
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
    // The later migration that changes its access-log trigger goes first and comes back last.
    const later = new PruneAccessLogsExactly1765065600000();
    await sut.db.query(`TRUNCATE engagement.analytics`);
    await later.down(runner);
    await migration.down(runner);
    await sut.db.query(
      `INSERT INTO engagement.analytics (event, section_id, user_agent, referrer, "timestamp") VALUES
         ('profile_view', NULL, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'https://www.google.com/', '2026-01-05T10:00:00Z'),
         ('profile_view', NULL, 'Googlebot/2.1', NULL, '2026-01-05T11:00:00Z'),
         ('section_click', 9, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', NULL, '2026-01-06T10:00:00Z')`,
    );
    await migration.up(runner);
    await later.up(runner);
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

  it('adds inserts to the access-log rollups, counting only real redirects', async () => {
    await sut.db.query(
      `INSERT INTO engagement.access_logs ("timestamp", ip_address, method, requested_url, status_code) VALUES
         ('2026-02-01T01:00:00Z', '192.0.2.1', 'GET', '/', 200), ('2026-02-01T02:00:00Z', '192.0.2.1', 'GET', '/a', 302),
         ('2026-02-01T03:00:00Z', '192.0.2.2', 'GET', '/x.js', 304), ('2026-02-02T01:00:00Z', '192.0.2.2', 'GET', '/nope', 404)`,
    );
    await sut.db.query(
      `INSERT INTO engagement.access_logs ("timestamp", ip_address, method, requested_url, status_code) VALUES ('2026-02-02T05:00:00Z', '192.0.2.3', 'GET', '/nope', 404)`,
    );
    expect(
      await sut.db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, requests, redirects, not_found FROM engagement.access_log_daily ORDER BY day`,
      ),
    ).toEqual([
      { day: '2026-02-01', requests: '3', redirects: '1', not_found: '0' },
      { day: '2026-02-02', requests: '2', redirects: '0', not_found: '2' },
    ]);
    expect(await sut.db.query(`SELECT requested_url, count FROM engagement.access_log_not_found`)).toEqual([
      { requested_url: '/nope', count: '2' },
    ]);
    expect(
      await sut.db.query(
        `SELECT ip_address, to_char(last_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS last_seen FROM engagement.access_log_ips ORDER BY 1`,
      ),
    ).toEqual([
      { ip_address: '192.0.2.1', last_seen: '2026-02-01T02:00' },
      { ip_address: '192.0.2.2', last_seen: '2026-02-02T01:00' },
      { ip_address: '192.0.2.3', last_seen: '2026-02-02T05:00' },
    ]);
  });

  it('takes deleted access logs out of the daily counts and the 404s, dropping what is left with none', async () => {
    const rollups = async () => ({
      daily: await sut.db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, requests, redirects, not_found FROM engagement.access_log_daily ORDER BY day`,
      ),
      notFound: await sut.db.query(`SELECT requested_url, count FROM engagement.access_log_not_found ORDER BY 1`),
    });
    await sut.db.query(`DELETE FROM engagement.access_logs WHERE "timestamp" < '2026-02-01T02:30:00Z'`);
    expect(await rollups()).toEqual({
      daily: [
        { day: '2026-02-01', requests: '1', redirects: '0', not_found: '0' },
        { day: '2026-02-02', requests: '2', redirects: '0', not_found: '2' },
      ],
      notFound: [{ requested_url: '/nope', count: '2' }],
    });
    await sut.db.query(`DELETE FROM engagement.access_logs WHERE "timestamp" < '2026-02-02T03:00:00Z'`);
    expect(await rollups()).toEqual({
      daily: [{ day: '2026-02-02', requests: '1', redirects: '0', not_found: '1' }],
      notFound: [{ requested_url: '/nope', count: '1' }],
    });
    await sut.db.query(`DELETE FROM engagement.access_logs`);
    expect(await rollups()).toEqual({ daily: [], notFound: [] });
  });
});
