import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from './support/database';
import { adminTabs, loginAsOwner } from './support/owner';
import { problemsWhileScrolling, screenProblems } from './support/page-checks';
import { expectNoAxeViolations, screenshot, toastWith, visit } from './support/visit';

test.describe.configure({ mode: 'serial' });

interface SeededBooking {
  serviceType?: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  status?: string;
  /** How long ago it was sent, as a Postgres interval. */
  ago: string;
}

async function seed(bookings: SeededBooking[]): Promise<number[]> {
  return withDatabase(async (db) => {
    const ids: number[] = [];
    for (const booking of bookings) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO bookings.booking_submissions (service_type, name, email, phone, message, status, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - $7::interval) RETURNING id`,
        [
          booking.serviceType ?? 'Contact Form',
          booking.name,
          booking.email ?? null,
          booking.phone ?? null,
          booking.message ?? null,
          booking.status ?? 'new',
          booking.ago,
        ],
      );
      ids.push(rows[0]?.id ?? 0);
    }
    return ids;
  });
}

const statusInDatabase = (name: string) =>
  withDatabase(
    async (db) =>
      (await db.query<{ status: string }>(`SELECT status FROM bookings.booking_submissions WHERE name = $1`, [name])).rows[0]?.status,
  );

async function openInbox(page: Page, { dark = false } = {}): Promise<void> {
  await page.addInitScript((isDark) => localStorage.setItem('darkMode', String(isDark)), dark);
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await loginAsOwner(page, '/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('booking-card');
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

const GIULIA: SeededBooking = {
  name: 'Giulia Rossi',
  email: 'giulia+gigs@example.com',
  phone: '+393331234567',
  message: 'Suoni al nostro matrimonio?\nSiamo in 80.',
  ago: '3 minutes 10 seconds',
};
const MARCO: SeededBooking = {
  serviceType: 'WhatsApp Callback',
  name: 'marco',
  phone: '+393339998888',
  message: 'Please call me back',
  status: 'contacted',
  ago: '2 hours',
};
const LIA: SeededBooking = {
  serviceType: 'Live Session',
  name: 'Lia',
  email: 'lia@example.com',
  message: 'Studio?',
  status: 'scheduled',
  ago: '3 days',
};
const OLD: SeededBooking = { name: 'Old Friend', email: 'old@example.com', message: 'Done!', status: 'completed', ago: '40 days' };
const GONE: SeededBooking = { name: 'Gone Guest', email: 'gone@example.com', message: 'Never mind', status: 'cancelled', ago: '400 days' };

test.describe('the bookings inbox at /bookings, on a phone', () => {
  test.beforeEach(() => withDatabase((db) => db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes`)));
  test.afterAll(() => withDatabase((db) => db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes`)));

  test('says No Booking Submissions when there are none, with the way back to /admin', async ({ page }) => {
    await openInbox(page);
    await expect(page.getByRole('heading', { name: 'No Booking Submissions' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Back to Admin' });
    await expect(back).toHaveAttribute('href', '/admin');
    await back.click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('lists each submission newest first, with its avatar, status, contacts, time, service, message and actions', async ({ page }) => {
    await seed([OLD, LIA, GIULIA, MARCO, GONE]);
    await openInbox(page);
    await expect(cards(page).getByRole('heading')).toHaveText(['Giulia Rossi', 'marco', 'Lia', 'Old Friend', 'Gone Guest']);
    await expect(page.getByTestId('bookings-total')).toHaveText('5 bookings');

    const giulia = cardOf(page, 'Giulia Rossi');
    await expect(giulia.getByTestId('booking-avatar')).toHaveText('G');
    await expect(giulia.getByTestId('booking-status')).toHaveText('New');
    await expect(giulia).toContainText('giulia+gigs@example.com');
    await expect(giulia.locator('time')).toHaveText('3 minutes ago');
    await expect(giulia).toContainText('Contact Form');
    await expect(giulia).toContainText('Suoni al nostro matrimonio?\nSiamo in 80.');
    await expect(giulia.getByRole('link', { name: '+393331234567' })).toHaveAttribute('href', 'tel:+393331234567');
    await expect(giulia.getByRole('button', { name: 'Mark Contacted' })).toBeVisible();
    await expect(giulia.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await expect(giulia.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:giulia%2Bgigs%40example.com?subject=Re%3A%20Contact%20Form',
    );

    const marco = cardOf(page, 'marco');
    await expect(marco.getByTestId('booking-avatar')).toHaveText('M');
    await expect(marco.getByTestId('booking-status')).toHaveText('Contacted');
    await expect(marco.locator('time')).toHaveText('2 hours ago');
    await expect(marco.getByRole('button', { name: 'Mark Scheduled' })).toBeVisible();
    // A callback has no address to reply to.
    await expect(marco.getByRole('link', { name: 'Reply' })).toHaveCount(0);

    await expect(cardOf(page, 'Lia').getByRole('button', { name: 'Mark Completed' })).toBeVisible();
    await expect(cardOf(page, 'Lia').getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:lia%40example.com?subject=Re%3A%20Live%20Session',
    );
    // Completed and cancelled are final: nothing moves them on, and with no step recorded there is none to undo.
    for (const name of ['Old Friend', 'Gone Guest']) {
      await expect(cardOf(page, name).getByRole('button')).toHaveText(['Archive']);
      await expect(cardOf(page, name).getByRole('link', { name: 'Reply' })).toBeVisible();
    }
    await expect(cardOf(page, 'Old Friend').locator('time')).toHaveText('last month');
    await expect(cardOf(page, 'Gone Guest').locator('time')).toHaveText('last year');

    expect(await screenProblems(page)).toEqual([]);
    expect(await problemsWhileScrolling(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'bookings-light');
  });

  test('gives each of the five statuses its own colour, in light and in dark mode alike', async ({ page }) => {
    await seed([GIULIA, MARCO, LIA, OLD, GONE]);
    const colours: Record<string, string[]> = {};
    for (const dark of [false, true]) {
      // The later saved choice wins: light first, then dark.
      await openInbox(page, { dark });
      await expect(cards(page)).toHaveCount(5);
      const badges = page.getByTestId('booking-status');
      await expect(badges).toHaveText(['New', 'Contacted', 'Scheduled', 'Completed', 'Cancelled']);
      colours[dark ? 'dark' : 'light'] = await badges.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).backgroundColor),
      );
      expect(new Set(colours[dark ? 'dark' : 'light']).size).toBe(5);
      // Readable: every text on screen, the badges' included, meets the contrast minimum.
      expect(await screenProblems(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await screenshot(page, `bookings-${dark ? 'dark' : 'light'}-statuses`);
    }
    expect(colours.dark).not.toEqual(colours.light);
  });

  test("a forward step says 'Status updated', shows the new status and the next step, and is stored", async ({ page }) => {
    await seed([GIULIA]);
    await openInbox(page);
    const giulia = cardOf(page, 'Giulia Rossi');
    await giulia.getByRole('button', { name: 'Mark Contacted' }).click();
    await expect(toastWith(page, 'Status updated')).toBeVisible();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Contacted');
    await expect(giulia.getByRole('button', { name: 'Mark Scheduled' })).toBeVisible();
    expect(await statusInDatabase('Giulia Rossi')).toBe('contacted');

    await giulia.getByRole('button', { name: 'Mark Scheduled' }).click();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Scheduled');
    await giulia.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Completed');
    await expect(giulia.getByRole('button')).toHaveText(['Step back to Scheduled', 'Archive']);
    expect(await statusInDatabase('Giulia Rossi')).toBe('completed');
  });

  test('Cancel booking asks first, then marks the booking cancelled, which a step back can undo', async ({ page }) => {
    await seed([GIULIA]);
    await openInbox(page);
    const giulia = cardOf(page, 'Giulia Rossi');
    await giulia.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    expect(await statusInDatabase('Giulia Rossi')).toBe('new');

    await giulia.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toastWith(page, 'Status updated')).toBeVisible();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(giulia.getByRole('button')).toHaveText(['Step back to New', 'Archive']);
    expect(await statusInDatabase('Giulia Rossi')).toBe('cancelled');
  });

  test('filters by status', async ({ page }) => {
    await seed([GIULIA, MARCO, LIA, OLD, GONE, { ...LIA, name: 'Second Scheduled', ago: '5 days' }]);
    await openInbox(page);
    await expect(cards(page)).toHaveCount(6);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Scheduled' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['Lia', 'Second Scheduled']);
    await expect(page.getByTestId('bookings-total')).toHaveText('2 bookings');

    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['Gone Guest']);

    await withDatabase((db) => db.query(`DELETE FROM bookings.booking_submissions WHERE status = 'new'`));
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'New' }).click();
    await expect(page.getByRole('heading', { name: 'No Booking Submissions' })).toBeVisible();
  });

  test('pages with Load more, 20 at a time, newest first, to the last one', async ({ page }) => {
    await seed(
      Array.from({ length: 45 }, (_, index) => ({
        name: `Guest ${index + 1}`,
        email: `guest${index + 1}@example.com`,
        message: 'Hi',
        ago: `${index + 1} hours`,
      })),
    );
    await openInbox(page);
    await expect(page.getByTestId('bookings-total')).toHaveText('45 bookings');
    await expect(cards(page)).toHaveCount(20);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect(cards(page)).toHaveCount(40);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(45);
    await expect(loadMore).toHaveCount(0);
    await expect(cards(page).getByRole('heading')).toHaveText(Array.from({ length: 45 }, (_, index) => `Guest ${index + 1}`));
  });

  test("shows a visitor's new booking at the top as it is sent, without a reload", async ({ page, browser }) => {
    await seed([MARCO]);
    await openInbox(page);
    await expect(cards(page)).toHaveCount(1);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visit(visitor);
    await visitor.getByTestId('booking-card-button').click();
    const dialog = visitor.getByTestId('booking-dialog');
    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    await dialog.getByLabel('Nome').fill('Nuova Visitatrice');
    await dialog.getByLabel(/E-mail/).fill('nuova@example.com');
    await dialog.getByLabel('Messaggio').fill('Siete liberi a maggio?');
    await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(toastWith(visitor, 'Messaggio inviato!')).toBeVisible();
    await visitorContext.close();

    await expect(cards(page).getByRole('heading')).toHaveText(['Nuova Visitatrice', 'marco']);
    const arrived = cardOf(page, 'Nuova Visitatrice');
    await expect(arrived.getByTestId('booking-status')).toHaveText('New');
    await expect(arrived.locator('time')).toHaveText('now');
    await expect(arrived.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:nuova%40example.com?subject=Re%3A%20Contact%20Form',
    );
    await expect(page.getByTestId('bookings-total')).toHaveText('2 bookings');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
});

test.describe('the Bookings tab of the panel, /admin?tab=bookings', () => {
  test.beforeEach(() => withDatabase((db) => db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes`)));
  test.afterAll(() => withDatabase((db) => db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes`)));

  test('shows a seeded booking with its name and status, and a status step there is stored', async ({ page }) => {
    await seed([GIULIA, MARCO]);
    await loginAsOwner(page, '/admin?tab=bookings');
    await expect(adminTabs(page).and(page.getByRole('tab', { selected: true }))).toHaveText('Bookings');
    await expect(cards(page).getByRole('heading')).toHaveText(['Giulia Rossi', 'marco']);
    const giulia = cardOf(page, 'Giulia Rossi');
    await expect(giulia.getByTestId('booking-status')).toHaveText('New');
    await expect(cardOf(page, 'marco').getByTestId('booking-status')).toHaveText('Contacted');

    await giulia.getByRole('button', { name: 'Mark Contacted' }).click();
    await expect(toastWith(page, 'Status updated')).toBeVisible();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Contacted');
    await expect(giulia.getByRole('button', { name: 'Mark Scheduled' })).toBeVisible();
    await expect.poll(() => statusInDatabase('Giulia Rossi')).toBe('contacted');
    await expect(page).toHaveURL(/\/admin\?tab=bookings$/);
  });
});
