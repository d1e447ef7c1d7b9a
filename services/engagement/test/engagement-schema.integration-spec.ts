import type { QueryRunner } from 'typeorm';
import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { AddProfileViewCount1764201600000 } from '../src/database/migrations/1764201600000-add-profile-view-count';
import { AddAnalyticsRollups1764892800000 } from '../src/database/migrations/1764892800000-add-analytics-rollups';
import { PruneAccessLogsExactly1765065600000 } from '../src/database/migrations/1765065600000-prune-access-logs-exactly';
import { StoreAccessLogsInBlocks1765152000000 } from '../src/database/migrations/1765152000000-store-access-logs-in-blocks';
import { AddAccessLogDays1765324800000 } from '../src/database/migrations/1765324800000-add-access-log-days';
import { MoveAccessLogBlocksIntoDays1765411200000 } from '../src/database/migrations/1765411200000-move-access-log-blocks-into-days';
import { DropAccessLogBlocks1765497600000 } from '../src/database/migrations/1765497600000-drop-access-log-blocks';
import { EngagementAppModule } from '../src/engagement-app.module';

describe('engagement schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
  });
  afterAll(() => sut?.close());

  it('creates every engagement table in its own schema', async () => {
    // The access log's days are made as batches and retention need them (D-195); its blocks are gone (D-197).
    const days = /^access_log_entries_\d{8}$/;
    expect((await tablesOf(sut.db, 'engagement')).filter((table) => !days.test(table))).toEqual([
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
      new MoveAccessLogBlocksIntoDays1765411200000(),
      new DropAccessLogBlocks1765497600000(),
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
});
