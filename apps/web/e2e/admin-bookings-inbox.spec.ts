import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from './support/database';
import { loginAsOwner } from './support/owner';
import { expectNoAxeViolations, toastWith } from './support/visit';

test.describe.configure({ mode: 'serial' });

/** The inbox an artist can live in, on a phone (docs/decisions.md, D-114). */
interface Seeded {
  name: string;
  email?: string;
  phone?: string;
  language?: string;
  eventDate?: string;
  venue?: string;
  budget?: string;
}

const clear = () => withDatabase((db) => db.query(`TRUNCATE bookings.booking_submissions, bookings.booking_changes`));

async function seed(bookings: Seeded[]): Promise<void> {
  await withDatabase(async (db) => {
    for (const [index, booking] of bookings.entries()) {
      await db.query(
        `INSERT INTO bookings.booking_submissions (service_type, name, email, phone, message, language, event_date, venue, budget, submitted_at)
         VALUES ('Contact Form', $1, $2, $3, 'Free on 12 July?', $4, $5, $6, $7, now() - $8 * interval '1 hour')`,
        [
          booking.name,
          booking.email ?? null,
          booking.phone ?? null,
          booking.language ?? null,
          booking.eventDate ?? null,
          booking.venue ?? null,
          booking.budget ?? null,
          index + 1,
        ],
      );
    }
  });
}

const rowOf = (name: string) =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ status: string; archived: boolean; changes: string[] }>(
          `SELECT status, archived_at IS NOT NULL AS archived,
                  ARRAY(SELECT action || ' ' || coalesce(from_status, '-') || '>' || coalesce(to_status, '-') FROM bookings.booking_changes c WHERE c.booking_id = b.id ORDER BY c.id) AS changes
           FROM bookings.booking_submissions b WHERE name = $1`,
          [name],
        )
      ).rows[0],
  );

const cards = (page: Page) => page.getByTestId('booking-card');
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openInbox(page: Page): Promise<void> {
  await loginAsOwner(page, '/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
}

test.describe('the bookings inbox on a phone', () => {
  test.beforeEach(clear);
  test.afterAll(clear);

  test('searches by name, e-mail or a phone written any way, on the server', async ({ page }) => {
    await seed([
      { name: 'Giulia Rossi', email: 'giulia@studio.example' },
      { name: 'Marco Bianchi', phone: '+393339998888' },
      { name: 'Lia Verdi', email: 'lia@example.com' },
    ]);
    await openInbox(page);
    await expect(cards(page)).toHaveCount(3);
    const search = page.getByLabel('Search');
    await search.fill('rossi');
    await expect(cards(page).getByRole('heading')).toHaveText(['Giulia Rossi']);
    await search.fill('STUDIO');
    await expect(cards(page).getByRole('heading')).toHaveText(['Giulia Rossi']);
    for (const typed of ['333 999 8888', '0039 333-999-8888']) {
      await search.fill(typed);
      await expect(cards(page).getByRole('heading')).toHaveText(['Marco Bianchi']);
    }
    await search.fill('nobody');
    await expect(page.getByText('No booking matches “nobody”.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('archives a booking out of the inbox, shows it under Archived, and brings it back', async ({ page }) => {
    await seed([
      { name: 'Archie', email: 'archie@example.com' },
      { name: 'Stays', email: 'stays@example.com' },
    ]);
    await openInbox(page);
    await cardOf(page, 'Archie').getByRole('button', { name: 'Archive' }).click();
    await expect(toastWith(page, 'Booking archived')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(['Stays']);
    expect(await rowOf('Archie')).toMatchObject({ archived: true });

    // Read again, without the toast: the archive as the owner finds it later.
    await page.reload();
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['Archie']);
    await expect(cardOf(page, 'Archie').getByText('Archived', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await cardOf(page, 'Archie').getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('Archived bookings will appear here.')).toBeVisible();
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Inbox' }).click();
    await expect(cards(page)).toHaveCount(2);
    expect(await rowOf('Archie')).toMatchObject({ archived: false, changes: ['archive ->-', 'unarchive ->-'] });
  });

  test('a double tap on a step moves one step, and a step back is recorded in the history', async ({ page }) => {
    await seed([{ name: 'Giulia Rossi', email: 'giulia@example.com' }]);
    await openInbox(page);
    const giulia = cardOf(page, 'Giulia Rossi');
    await giulia.getByRole('button', { name: 'Mark Contacted' }).dblclick();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Contacted');
    // The second tap of a double tap landing on the next step's button, once the first one's answer
    // has put it there (seen: New → Scheduled): a click that counts two taps is not a step.
    await giulia.getByRole('button', { name: 'Mark Scheduled' }).dispatchEvent('click', { detail: 2 });
    await giulia.getByRole('button', { name: 'Mark Scheduled' }).focus();
    await expect(giulia.getByRole('button', { name: 'Mark Scheduled' })).toBeEnabled();
    await expect(giulia.getByTestId('booking-status')).toHaveText('Contacted');
    expect(await rowOf('Giulia Rossi')).toMatchObject({ status: 'contacted', changes: ['step new>contacted'] });

    await giulia.getByRole('button', { name: 'Step back to New' }).click();
    await expect(giulia.getByTestId('booking-status')).toHaveText('New');
    await giulia.getByText('History (2)').click();
    await expect(giulia.getByTestId('booking-history').getByRole('listitem')).toHaveText([
      /^Marked Contacted · /,
      /^Stepped back to New · /,
    ]);
    expect(await rowOf('Giulia Rossi')).toMatchObject({ status: 'new', changes: ['step new>contacted', 'back contacted>new'] });
    await page.reload();
    await cardOf(page, 'Giulia Rossi').getByText('History (2)').click();
    await expectNoAxeViolations(page);
  });

  test("shows the visitor's language, the optional fields and whether e-mail alerts are on", async ({ page }) => {
    await seed([
      { name: 'Yuki', email: 'yuki@example.com', language: 'ja', eventDate: '2027-07-12', venue: 'Blue Note, Tokyo', budget: '¥200,000' },
    ]);
    await openInbox(page);
    await expect(page.getByTestId('booking-alerts')).toHaveText(/E-mail alerts are off: new bookings show up only here\./);
    await expect(cardOf(page, 'Yuki').getByTestId('booking-field')).toHaveText([
      'Event date:2027-07-12',
      'City or venue:Blue Note, Tokyo',
      'Budget:¥200,000',
      'Language:日本語 (ja)',
    ]);
    await expect(cardOf(page, 'Yuki').getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });
});
