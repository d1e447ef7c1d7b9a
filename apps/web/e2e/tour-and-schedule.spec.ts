import { expect, test } from '@playwright/test';
import { arrangeSections, openAdminTab, startSection } from './support/admin';
import { withDatabase } from './support/database';
import { startExtraGateway } from './support/extra-gateway';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { expectNoAxeViolations, toastWith, visit, waitUntilInteractive } from './support/visit';

test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const tourDate = (startsAt: string, city: string, status = 'available') => ({
  startsAt,
  city,
  venue: `${city} Arena`,
  country: 'IT',
  ticketUrl: `https://tickets.example.com/${city.toLowerCase()}`,
  status,
});

test.describe('tour dates and scheduled sections at 390×844', () => {
  test('a tour shows its two coming dates, soonest first, each with tickets, and publishes them as events', async ({ page }) => {
    await arrangeSections([
      {
        type: 'tour',
        title: 'In tour',
        data: {
          dates: [tourDate(inDays(20), 'Bologna', 'soldOut'), tourDate(inDays(-3), 'Torino'), tourDate(inDays(10), 'Napoli', 'few')],
        },
      },
    ]);
    await visit(page);
    const tour = page.getByTestId('section-tour');
    await expect(tour.getByRole('heading', { name: 'In tour' })).toBeVisible();
    const dates = tour.getByTestId('tour-date');
    await expect(dates).toHaveCount(2);
    await expect(dates.nth(0)).toContainText('Napoli');
    await expect(dates.nth(0)).toContainText('Ultimi biglietti');
    await expect(dates.nth(1)).toContainText('Bologna');
    await expect(dates.nth(1)).toContainText('Esaurito');
    await expect(tour).not.toContainText('Torino');
    const tickets = dates.nth(0).getByRole('link', { name: /^Biglietti per Napoli/ });
    await expect(tickets).toHaveText('Biglietti');
    await expect(tickets).toHaveAttribute('href', 'https://tickets.example.com/napoli');

    const events = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .flatMap(
          (script) => JSON.parse(script.textContent ?? '[]') as { '@type': string; location?: { address: { addressLocality: string } } }[],
        )
        .filter((item) => item['@type'] === 'MusicEvent')
        .map((item) => item.location?.address.addressLocality),
    );
    expect(events).toEqual(['Napoli', 'Bologna']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'artifacts/screenshots/tour-dates.png', fullPage: true });
  });

  test('an empty tour says no dates are coming', async ({ page }) => {
    await arrangeSections([{ type: 'tour', title: 'In tour', data: { dates: [tourDate(inDays(-1), 'Torino')] } }]);
    await visit(page);
    await expect(page.getByTestId('section-tour')).toContainText('Nessuna data in programma al momento.');
  });

  test('a section shown from a moment a few seconds ahead appears on the open page then', async ({ page }) => {
    await arrangeSections([{ type: 'text', title: 'Always here', data: { content: 'Hello' } }]);
    // The moment is the database's, a few seconds ahead: the page is open before it.
    await withDatabase((db) =>
      db.query(
        `INSERT INTO profile.sections (profile_id, type, title, data, "order", visible_from)
         SELECT id, 'text', 'New single out', '{"content":"Out now"}', 1, now() + interval '4 seconds' FROM profile.profiles`,
      ),
    );
    await visit(page);
    await expect(page.getByRole('heading', { name: 'Always here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New single out' })).toHaveCount(0);
    // Without a reload: the page reads its sections again at the moment the gateway told it.
    await expect(page.getByRole('heading', { name: 'New single out' })).toBeVisible({ timeout: 15_000 });
  });

  test('with the public cache on, a section due in a few seconds appears then, on the open page and in the served HTML', async ({
    page,
    request,
  }) => {
    await arrangeSections([{ type: 'text', title: 'Always here', data: { content: 'Hello' } }]);
    await withDatabase((db) =>
      db.query(
        `INSERT INTO profile.sections (profile_id, type, title, data, "order", visible_from)
         SELECT id, 'text', 'Cached single out', '{"content":"Out now"}', 1, now() + interval '5 seconds' FROM profile.profiles`,
      ),
    );
    // A gateway that keeps public reads for a minute: the window's edge must cut that short.
    const cached = await startExtraGateway({ PUBLIC_CACHE_SECONDS: '60' });
    try {
      const before = await request.get(`${cached.url}/api/sections`);
      expect((await before.json()) as { title: string }[]).toEqual([expect.objectContaining({ title: 'Always here' })]);
      await visit(page, `${cached.url}/`);
      await waitUntilInteractive(page);
      await expect(page.getByRole('heading', { name: 'Always here' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Cached single out' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Cached single out' })).toBeVisible({ timeout: 15_000 });
      const served = await request.get(`${cached.url}/`, { headers: { 'Accept-Language': 'it' } });
      expect(await served.text()).toContain('Cached single out');
      const after = (await (await request.get(`${cached.url}/api/sections`)).json()) as { title: string }[];
      expect(after.map((section) => section.title)).toEqual(['Always here', 'Cached single out']);
    } finally {
      await cached.stop();
    }
  });

  test('the owner adds a tour date in the panel and sees which sections are scheduled', async ({ page }) => {
    await arrangeSections([{ type: 'text', title: 'Christmas greetings', data: { content: 'Merry Christmas' } }]);
    await withDatabase((db) =>
      db.query(`UPDATE profile.sections SET visible_from = '2030-12-24T09:00:00Z', visible_until = '2030-12-27T09:00:00Z'`),
    );
    await openAdminTab(page, 'sections');
    await expect(page.getByTestId('section-schedule')).toHaveText(
      'Scheduled from 24 Dec 2030, 10:00 until 27 Dec 2030, 10:00 · not shown yet',
    );
    await expect(page.getByTestId('section-row').getByTestId('section-glimpse')).toHaveText('Merry Christmas');

    const dialog = await startSection(page, 'Tour Dates');
    await dialog.getByLabel('Title').fill('Summer tour');
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await dialog.getByLabel('Date and time').fill('2031-07-14T21:00');
    await dialog.getByLabel('City').fill('Milano');
    await dialog.getByLabel('Venue').fill('Alcatraz');
    await dialog.getByLabel('Ticket link').fill('tickets.example.com/milano');
    await expect(dialog.getByText('In Europe/Rome', { exact: true })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(dialog).toBeHidden();
    const stored = await withDatabase(
      async (db) => (await db.query<{ data: unknown }>(`SELECT data FROM profile.sections WHERE type = 'tour'`)).rows,
    );
    expect(stored).toEqual([
      {
        data: {
          dates: [
            {
              startsAt: '2031-07-14T21:00:00+02:00',
              city: 'Milano',
              venue: 'Alcatraz',
              country: 'IT',
              ticketUrl: 'https://tickets.example.com/milano',
              status: 'available',
            },
          ],
        },
      },
    ]);
  });

  test("the owner sets the artist's time zone in the Profile tab; a name Intl does not know is refused by the field", async ({ page }) => {
    const timeZone = () =>
      withDatabase(async (db) => (await db.query<{ time_zone: string }>('SELECT time_zone FROM profile.profiles')).rows[0]?.time_zone);
    await openAdminTab(page, 'profile');
    const field = page.getByLabel('Time zone');
    await expect(field).toHaveValue('Europe/Rome');
    await field.fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Time zone must be an IANA time zone name, such as Europe/Rome')).toBeVisible();
    expect(await timeZone()).toBe('Europe/Rome');
    await field.fill('America/New_York');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();
    expect(await timeZone()).toBe('America/New_York');
    await expectNoAxeViolations(page);
    await withDatabase((db) => db.query(`UPDATE profile.profiles SET time_zone = 'Europe/Rome'`));
  });
});
