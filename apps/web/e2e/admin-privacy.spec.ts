import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PersonalData } from '@stagelink/contracts';
import { withDatabase } from './support/database';
import { adminTabs, loginAsOwner } from './support/owner';
import { screenProblems } from './support/page-checks';
import { expectNoAxeViolations, screenshot, toastWith } from './support/visit';
import { rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

const PRIVACY_PAGE = '/admin?tab=analytics&view=privacy';

/** Giulia subscribed with both contacts and booked twice, by e-mail and by phone; Marco is no part of it. */
async function arrangeGiuliaAndMarco(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`TRUNCATE engagement.newsletter_subscriptions, engagement.privacy_erasures`);
    await db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes, bookings.privacy_erasures`);
    await db.query(
      `INSERT INTO engagement.newsletter_subscriptions (email, phone) VALUES ('giulia@example.com', '+393331234567'), ('marco@example.com', NULL)`,
    );
    await db.query(
      `INSERT INTO bookings.booking_submissions (service_type, name, email, phone, message) VALUES
         ('Contact Form', 'Giulia', 'giulia@example.com', NULL, 'Are you free on 12 July?'),
         ('WhatsApp Callback', 'Giulia R.', NULL, '+393331234567', 'Please call me back'),
         ('Contact Form', 'Marco', 'marco@example.com', NULL, 'Wedding in June?')`,
    );
  });
}

const contactField = (page: Page) => page.getByLabel('E-mail or phone');

async function lookUp(page: Page, contact: string): Promise<void> {
  await contactField(page).fill(contact);
  await page.getByRole('button', { name: 'Look up' }).click();
}

test.describe("the Privacy place: a person's data, on request", () => {
  test('is a sub-tab of Analytics, kept in the address, beside the subscribers', async ({ page }) => {
    await arrangeGiuliaAndMarco();
    await loginAsOwner(page, '/admin?tab=analytics');
    const views = page.getByRole('tablist', { name: 'Analytics views' });
    await views.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=analytics&view=privacy$/);
    await expect(page.getByRole('heading', { name: "A person's data" })).toBeVisible();
    await expect(page.getByText('Nothing has been erased yet.')).toBeVisible();
    await expect(adminTabs(page)).toHaveCount(8);
    await page.reload();
    await expect(views.getByRole('tab', { selected: true })).toHaveText('Privacy');
  });

  test('finds by a phone typed without its country code what is stored, and says why it refuses a non-contact', async ({ page }) => {
    await loginAsOwner(page, PRIVACY_PAGE);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('E-mail or phone is required: type an e-mail address or a phone number')).toBeVisible();

    await lookUp(page, 'giulia');
    await expect(page.getByRole('alert')).toHaveText(
      'The contact must be an e-mail address or a phone number (with its country code when it is not from your country)',
    );

    await lookUp(page, '333 123 4567');
    const found = page.getByTestId('personal-data');
    await expect(found.getByRole('heading', { name: 'Stored about +393331234567' })).toBeVisible();
    await expect(found).toContainText('1 newsletter subscription and 1 booking.');
    await expect(found.getByTestId('personal-subscription')).toContainText('giulia@example.com · +393331234567');
    await expect(found.getByTestId('personal-booking')).toContainText('Giulia R. · WhatsApp Callback');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const [file] = await Promise.all([page.waitForEvent('download'), found.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.json$/);
    const saved = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as PersonalData;
    expect(saved.contact).toEqual({ kind: 'phone', value: '+393331234567' });
    expect(saved.bookings.map((booking) => booking.name)).toEqual(['Giulia R.']);

    expect(await screenProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-privacy-found');
  });

  test('erases only once the owner confirms; then nothing is found, the log says how much, and the lists no longer show it', async ({
    page,
  }) => {
    await arrangeGiuliaAndMarco();
    await loginAsOwner(page, PRIVACY_PAGE);
    await lookUp(page, 'Giulia@Example.com');
    const found = page.getByTestId('personal-data');
    await expect(found).toContainText('1 newsletter subscription and 1 booking.');

    await found.getByRole('button', { name: 'Erase all' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Erase everything stored about giulia@example.com?' })).toBeVisible();
    await expect(dialog).toContainText('1 newsletter subscription and 1 booking will be deleted for good');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await rows(`SELECT id FROM bookings.booking_submissions WHERE email = 'giulia@example.com'`)).toHaveLength(1);

    await found.getByRole('button', { name: 'Erase all' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
    await expect(toastWith(page, 'Data erased')).toBeVisible();
    await expect(page.locator('ol > li').filter({ hasText: 'Data erased' })).toContainText(
      'Erased 1 newsletter subscription and 1 booking of giulia@example.com.',
    );
    await expect(found).toContainText('Nothing is stored about giulia@example.com.');
    await expect(found.getByRole('button', { name: 'Erase all' })).toHaveCount(0);
    const log = page.getByTestId('erasure-log');
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('by e-mail: 1 newsletter subscription, 1 booking');
    await expect(log).not.toContainText('giulia');

    expect(await rows(`SELECT email FROM engagement.newsletter_subscriptions`)).toEqual([{ email: 'marco@example.com' }]);
    expect(await rows(`SELECT name FROM bookings.booking_submissions ORDER BY id`)).toEqual([{ name: 'Giulia R.' }, { name: 'Marco' }]);

    await page.getByRole('tablist', { name: 'Analytics views' }).getByRole('tab', { name: 'Subscribers' }).click();
    await expect(page.getByTestId('subscribers-total')).toHaveText('1 subscriber');
    await expect(page.getByTestId('subscriber-card')).toContainText('marco@example.com');
    await screenshot(page, 'admin-privacy-erased');
  });
});
