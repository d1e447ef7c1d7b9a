import { expect, test, type Page } from '@playwright/test';
import { downloadedCsv } from './support/csv';
import { withDatabase } from './support/database';
import { adminTabs, loginAsOwner } from './support/owner';
import { screenProblems } from './support/page-checks';
import { expectNoAxeViolations, screenshot } from './support/visit';

test.describe.configure({ mode: 'serial' });

const HEADER = 'id,email,phone,status,subscribed_at,additional_contact_at,unsubscribe_link';

/** 55 fans by e-mail, then Ann with both contacts, then Bob who unsubscribed: Bob is the newest. */
async function arrangeSubscribers(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`TRUNCATE engagement.newsletter_subscriptions`);
    await db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email, subscribed_at)
       SELECT 'fan' || n || '@bulk.example', now() - (100 - n) * interval '1 hour' FROM generate_series(1, 55) n`,
    );
    await db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email, phone, subscribed_at, additional_contact_at)
       VALUES ('ann@example.com', '+393335550101', '2026-03-01T10:00:00Z', '2026-03-01T10:01:00Z')`,
    );
    await db.query(`INSERT INTO engagement.newsletter_subscriptions (phone, status) VALUES ('+393335550202', 'unsubscribed')`);
  });
}

const cards = (page: Page) => page.getByTestId('subscriber-card');
const cardOf = (page: Page, contact: string) => cards(page).filter({ hasText: contact });

const SUBSCRIBERS_PAGE = '/admin?tab=analytics&view=subscribers';

async function openSubscribers(page: Page): Promise<void> {
  await loginAsOwner(page, SUBSCRIBERS_PAGE);
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
}

test.describe("the owner's newsletter subscribers", () => {
  test('have a sub-tab of their own in Analytics, kept in the address', async ({ page }) => {
    await withDatabase((db) => db.query(`TRUNCATE engagement.newsletter_subscriptions`));
    await loginAsOwner(page, '/admin?tab=analytics');
    const views = page.getByRole('tablist', { name: 'Analytics views' });
    await expect(views.getByRole('tab', { selected: true })).toHaveText('Visits and clicks');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toHaveCount(0);

    await views.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=analytics&view=subscribers$/);
    await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toHaveCount(0);
    // The panel's eight tabs are the spec's; Analytics stays the selected one.
    await expect(adminTabs(page)).toHaveCount(8);
    await expect(adminTabs(page).and(page.getByRole('tab', { selected: true }))).toHaveText('Analytics');

    await page.reload();
    await expect(views.getByRole('tab', { selected: true })).toHaveText('Subscribers');
    await expect(page.getByRole('heading', { name: 'No subscribers yet' })).toBeVisible();
    await views.getByRole('tab', { name: 'Visits and clicks' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
  });

  test('lists them newest first with contacts, dates and status, 50 at a time', async ({ page }) => {
    await arrangeSubscribers();
    await openSubscribers(page);
    await expect(page.getByTestId('subscribers-total')).toHaveText('57 subscribers');
    await expect(cards(page)).toHaveCount(50);
    await expect(cards(page).first()).toContainText('+393335550202');
    await expect(cards(page).first().getByTestId('subscriber-status')).toHaveText('Unsubscribed');
    const ann = cardOf(page, 'ann@example.com');
    await expect(ann).toContainText('+393335550101');
    await expect(ann.getByTestId('subscriber-status')).toHaveText('Active');
    await expect(ann).toContainText('Subscribed:');
    await expect(ann).toContainText('Second contact added:');
    await expect(ann.locator('time').first()).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(57);
    await expect(cards(page).last()).toContainText('fan1@bulk.example');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    expect(await screenProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-subscribers');
  });

  test('searches by a piece of an e-mail or of a phone as the owner types it', async ({ page }) => {
    await openSubscribers(page);
    const search = page.getByLabel('Search by e-mail or phone');
    await search.fill('ANN@');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('ann@example.com');
    await expect(page.getByTestId('subscribers-total')).toHaveText('1 subscriber');
    await search.fill('333 555 02');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('+393335550202');
    await search.fill('nobody');
    await expect(page.getByRole('heading', { name: 'No subscriber found' })).toBeVisible();
    // Too short for the search's index (D-64): nothing is searched, and the owner is told why.
    await search.fill('an');
    await expect(page.getByText('Type at least 3 letters or digits in a row to search.')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByTestId('subscribers-total')).toHaveText('57 subscribers');
    await search.fill('');
    await expect(cards(page)).toHaveCount(50);
  });

  test('downloads them as CSV, the search applied', async ({ page }) => {
    await openSubscribers(page);
    const all = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await all;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...lines] = await downloadedCsv(file);
    expect(header?.join(',')).toBe(HEADER);
    expect(lines).toHaveLength(57);
    expect(lines[0]?.slice(1, 4)).toEqual(['', '+393335550202', 'unsubscribed']);

    await page.getByLabel('Search by e-mail or phone').fill('ann');
    await expect(cards(page)).toHaveCount(1);
    const found = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const records = (await downloadedCsv(await found)).slice(1);
    expect(records).toHaveLength(1);
    expect(records[0]?.slice(1, 6)).toEqual([
      'ann@example.com',
      '+393335550101',
      'active',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:01:00.000Z',
    ]);
    expect(records[0]?.[6]).toMatch(/^http/);
  });

  test('a subscriber deleted while a search is on its way is not listed again by its answer', async ({ page }) => {
    await arrangeSubscribers();
    // The search for "ann" is read by the server at once, but its answer reaches the page only
    // after the delete: it still lists Ann, and the page must not keep it as the fresh list.
    let releaseSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    let searchesSeen = 0;
    await page.route('**/api/admin/subscribers?search=ann', async (route) => {
      if (++searchesSeen > 1) return route.continue();
      const answer = await route.fetch();
      await searchHeld;
      await route.fulfill({ response: answer }).catch(() => undefined);
    });
    await openSubscribers(page);
    const ann = cardOf(page, 'ann@example.com');
    await expect(ann).toBeVisible();
    const searchSent = page.waitForRequest('**/api/admin/subscribers?search=ann');
    await page.getByLabel('Search by e-mail or phone').fill('ann');
    await searchSent;
    await ann.getByRole('button', { name: 'Delete' }).click();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    releaseSearch();
    await expect(page.getByRole('heading', { name: 'No subscriber found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    expect(searchesSeen).toBe(2);
  });
});
