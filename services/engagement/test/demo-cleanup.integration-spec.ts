import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { AnalyticsReadsRepository } from '../src/analytics/analytics-reads.repository';
import { EngagementAppModule } from '../src/engagement-app.module';
import { SectionCleanupRepository } from '../src/section-cleanup/section-cleanup.repository';

const DEMO_SECTION = 7;
const OWNERS_SECTION = 8;

describe('starting from a blank page, in the engagement service', () => {
  let sut: MigratedService;
  const bySection = (table: string) =>
    sut.db
      .query<{ section_id: number }>(`SELECT DISTINCT section_id FROM engagement.${table} ORDER BY 1`)
      .then((rows) => rows.map((row) => row.section_id));

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('engagement', EngagementAppModule);
    for (const section of [DEMO_SECTION, OWNERS_SECTION]) {
      await sut.db.query(`INSERT INTO engagement.likes (section_id, video_index, ip_address) VALUES ($1, 0, 'hash-a'), ($1, 0, 'hash-b')`, [
        section,
      ]);
      await sut.db.query(`INSERT INTO engagement.like_totals (section_id, video_index, total) VALUES ($1, 0, 2)`, [section]);
      await sut.db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index, base_likes) VALUES ($1, 0, 40)`, [section]);
    }
    // Two visitors' clicks on the demo section yesterday, one on the owner's, one bot click, and a view.
    await sut.db.query(
      `INSERT INTO engagement.analytics (event, section_id, is_bot, "timestamp") VALUES
         ('section_click', $1, false, now() - interval '1 day'), ('section_click', $1, false, now() - interval '1 day'),
         ('section_click', $1, true, now()), ('section_click', $2, false, now()), ('profile_view', NULL, false, now())`,
      [DEMO_SECTION, OWNERS_SECTION],
    );
  });
  afterAll(() => sut?.close());

  it('drops the demo section’s likes, configured likes and clicks, counts included, and nothing of the owner’s', async () => {
    expect(await sut.app.get(AnalyticsReadsRepository).summary()).toMatchObject({ totalViews: 1, sectionClicks: 3 });

    expect(await sut.app.get(SectionCleanupRepository).dropDemoSections([DEMO_SECTION])).toBeGreaterThan(0);

    for (const table of ['likes', 'like_totals', 'artificial_likes', 'analytics_daily_sections']) {
      expect(await bySection(table)).toEqual([OWNERS_SECTION]);
    }
    expect(await sut.db.query(`SELECT event, section_id FROM engagement.analytics ORDER BY event`)).toEqual([
      { event: 'profile_view', section_id: null },
      { event: 'section_click', section_id: OWNERS_SECTION },
    ]);
    expect(await sut.app.get(AnalyticsReadsRepository).summary()).toMatchObject({ totalViews: 1, sectionClicks: 1 });
    const bots = await sut.db.query(`SELECT count FROM engagement.analytics_daily WHERE is_bot`);
    expect(bots).toEqual([{ count: '0' }]);
  });

  it('changes nothing when run again', async () => {
    expect(await sut.app.get(SectionCleanupRepository).dropDemoSections([DEMO_SECTION])).toBe(0);
    expect(await sut.app.get(AnalyticsReadsRepository).summary()).toMatchObject({ totalViews: 1, sectionClicks: 1 });
  });
});
