import type { QueryRunner } from 'typeorm';
import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { AddProfileViewCount1764201600000 } from '../src/database/migrations/1764201600000-add-profile-view-count';
import { EngagementAppModule } from '../src/engagement-app.module';

describe('engagement schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
  });
  afterAll(() => sut?.close());

  it('creates every engagement table in its own schema', async () => {
    expect(await tablesOf(sut.db, 'engagement')).toEqual([
      'access_logs',
      'analytics',
      'artificial_likes',
      'like_totals',
      'likes',
      'migrations',
      'newsletter_subscriptions',
      'profile_view_count',
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
});
