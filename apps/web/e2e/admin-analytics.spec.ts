import { expect, test, type Page } from '@playwright/test';
import { downloadedCsv } from './support/csv';
import { withDatabase } from './support/database';
import { loginAsOwner } from './support/owner';

// The panel's Analytics tab; the access-log page (spec section 2) shows the same component below the logs.
const PAGE = '/admin?tab=analytics';

interface Seeded {
  event: string;
  minutesAgo: number;
  bot?: boolean;
  sectionId?: number;
  referrer?: string;
  browser?: string;
  device?: string;
}

/** Events as the service stores them; the insert's trigger fills the daily rollups. */
async function seedEvents(events: Seeded[]): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(
      `TRUNCATE engagement.analytics, engagement.analytics_daily, engagement.analytics_daily_facets, engagement.analytics_daily_sections`,
    );
    if (events.length === 0) return;
    await db.query(
      `INSERT INTO engagement.analytics (event, section_id, "timestamp", is_bot, referrer_host, browser, device, user_agent)
       SELECT * FROM unnest($1::varchar[], $2::integer[], $3::timestamptz[], $4::boolean[], $5::varchar[], $6::varchar[], $7::varchar[], $8::text[])`,
      [
        events.map((event) => event.event),
        events.map((event) => event.sectionId ?? null),
        events.map((event) => new Date(Date.now() - event.minutesAgo * 60_000).toISOString()),
        events.map((event) => event.bot ?? false),
        events.map((event) => event.referrer ?? null),
        events.map((event) => event.browser ?? null),
        events.map((event) => event.device ?? null),
        events.map((event) => (event.event === 'profile_view' ? '=cmd|"/c calc"!A1' : 'Mozilla/5.0, "seeded"')),
      ],
    );
  });
}

/** A hidden section of the owner's, so the clicks have a title to show and visitors' pages stay as they were. */
async function addHiddenSection(): Promise<{ id: number; title: string }> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number; title: string }>(
      `INSERT INTO profile.sections (profile_id, type, title, data, is_visible, "order")
       SELECT id, 'spotify', 'Analytics E2E Spotify', '{"artistName":"Luna","url":"https://open.spotify.com/artist/x"}'::jsonb, false, 999
         FROM profile.profiles RETURNING id, title`,
    );
    const [row] = rows;
    if (!row) throw new Error('No profile to add a section to');
    return row;
  });
}

const removeSection = (id: number) => withDatabase((db) => db.query(`DELETE FROM profile.sections WHERE id = $1`, [id]));

const card = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::p');
const insight = (page: Page, name: string) => page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd');

test.describe("the owner's analytics", () => {
  test('shows the four figures, quick insights as rounded percents, the chart, recent activity and bots apart', async ({ page }) => {
    const section = await addHiddenSection();
    try {
      await seedEvents([
        { event: 'profile_view', minutesAgo: 5, referrer: 'l.instagram.com', browser: 'Mobile Safari', device: 'mobile' },
        { event: 'profile_view', minutesAgo: 6, referrer: 'l.instagram.com', browser: 'Mobile Safari', device: 'mobile' },
        { event: 'profile_view', minutesAgo: 60 * 24 * 40, browser: 'Firefox', device: 'desktop' },
        { event: 'section_click', minutesAgo: 3, sectionId: section.id },
        { event: 'booking_click', minutesAgo: 2 },
        { event: 'profile_view', minutesAgo: 1, bot: true },
        { event: 'profile_view', minutesAgo: 1, bot: true },
      ]);
      await loginAsOwner(page, PAGE);
      await expect(card(page, 'Total Views')).toHaveText('3');
      await expect(card(page, 'Last 30 Days')).toHaveText('2');
      await expect(card(page, 'Section Clicks')).toHaveText('1');
      await expect(card(page, 'Booking Clicks')).toHaveText('1');
      await expect(insight(page, 'Engagement Rate')).toHaveText('67%');
      await expect(insight(page, 'Booking Interest')).toHaveText('33%');
      await expect(insight(page, 'Content Interest')).toHaveText('33%');

      const activity = page.getByRole('list', { name: 'Recent Activity' }).getByRole('listitem');
      await expect(activity).toHaveCount(5);
      await expect(activity.nth(0)).toContainText('Booking click');
      await expect(activity.nth(1)).toContainText(`Section click · ${section.title}`);
      expect(await page.getByRole('list', { name: 'Recent Activity' }).evaluate((node) => getComputedStyle(node).overflowY)).toBe('auto');

      await expect(page.getByTestId('views-chart').locator('> div')).toHaveCount(30);
      // The chart says what it counts: UTC calendar days to today, unlike the card's 30 × 24 hours.
      await expect(page.getByTestId('views-chart-total')).toHaveText('2 views in these 30 days');
      await expect(page.getByRole('figure')).toContainText('Calendar days in UTC, today so far.');
      await expect(page.getByRole('figure')).toContainText('The Last 30 Days card counts the past 30 × 24 hours instead.');
      await expect(page.getByRole('figure')).toContainText('Today (');

      const block = (title: string) => page.getByRole('heading', { name: title, exact: true }).locator('..');
      await expect(block('Top referrers')).toContainText('l.instagram.com');
      await expect(block('Devices')).toContainText('Mobile');
      await expect(block('Browsers')).toContainText('Mobile Safari');
      await expect(block('Clicks per section')).toContainText(section.title);
      await expect(block('Bots (not counted above)')).toContainText('Profile view');
      await expect(block('Bots (not counted above)')).toContainText('2');
      await page.screenshot({ path: 'artifacts/screenshots/analytics-390.png' });
    } finally {
      await removeSection(section.id);
    }
  });

  test('shows N/A and empty states without any event', async ({ page }) => {
    await seedEvents([]);
    await loginAsOwner(page, PAGE);
    for (const label of ['Total Views', 'Last 30 Days', 'Section Clicks', 'Booking Clicks'])
      await expect(card(page, label)).toHaveText('0');
    for (const name of ['Engagement Rate', 'Booking Interest', 'Content Interest']) await expect(insight(page, name)).toHaveText('N/A');
    await expect(page.getByText('No activity yet.')).toBeVisible();
    await expect(page.getByText('No bots seen.')).toBeVisible();
  });

  test('downloads the events of a date range as CSV, with spreadsheet formulas neutralised', async ({ page }) => {
    await seedEvents([
      { event: 'profile_view', minutesAgo: 10 },
      { event: 'booking_click', minutesAgo: 5 },
    ]);
    await loginAsOwner(page, PAGE);
    const download = page.getByRole('link', { name: 'Download CSV' });
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('To', { exact: true }).fill(today);
    expect((await download.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...records] = await downloadedCsv(file);
    expect(header?.join(',')).toBe('id,timestamp,event,section_id,referrer,browser,os,device,bot,user_agent,metadata');
    expect(records.map((record) => [record[2], record[9]])).toEqual([
      ['profile_view', `'=cmd|"/c calc"!A1`],
      ['booking_click', 'Mozilla/5.0, "seeded"'],
    ]);

    await page.getByLabel('From', { exact: true }).fill('2030-01-02');
    await page.getByLabel('To', { exact: true }).fill('2030-01-01');
    await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
