import { expect, test, type Page, type Route } from '@playwright/test';
import { toastWith, waitUntilInteractive } from './support/visit';
import { arrangeVisitorPage, rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A flaky network as a phone meets it: the request reaches the site and is stored, and the
 * answer is lost on the way back. `lose` says which of the calls to `path` lose their answer;
 * every call's Idempotency-Key is kept in the order sent (docs/decisions.md, D-102).
 */
async function loseAnswers(page: Page, path: string, lose: (call: number) => boolean): Promise<string[]> {
  const keys: string[] = [];
  await page.route(path, async (route: Route) => {
    keys.push((await route.request().allHeaders())['idempotency-key'] ?? 'none');
    if (!lose(keys.length)) return route.continue();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  return keys;
}

test.describe('a submit whose answer is lost, sent again', () => {
  test.beforeAll(async () => {
    await arrangeVisitorPage();
  });

  test('a booking sent again after a lost answer carries the same key and is stored once; a new submit is new', async ({ page }) => {
    const keys = await loseAnswers(page, '**/api/bookings', (call) => call === 1);
    await page.goto('/');
    await waitUntilInteractive(page);
    const dialog = page.getByTestId('booking-dialog');
    const askForCallback = async () => {
      await page.getByTestId('booking-button').click();
      await dialog.getByRole('button', { name: 'Ti richiamiamo noi' }).click();
      await dialog.getByLabel('Nome').fill('Marco');
      await dialog.getByLabel(/Telefono/).fill('+39 333 999 8888');
      await dialog.getByRole('button', { name: 'Richiamami' }).click();
    };
    await askForCallback();
    await expect(toastWith(page, 'Invio della richiesta di richiamata non riuscito. Riprova.')).toBeVisible();
    // The first request did land: the visitor cannot know, and taps again.
    await dialog.getByRole('button', { name: 'Richiamami' }).click();
    await expect(toastWith(page, 'Richiesta di richiamata inviata!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await rows(`SELECT name, phone FROM bookings.booking_submissions`)).toEqual([{ name: 'Marco', phone: '+393339998888' }]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);

    // The same words sent once more after a success are a new booking, with a new key.
    await askForCallback();
    await expect(dialog).toBeHidden();
    expect(await rows(`SELECT name FROM bookings.booking_submissions`)).toEqual([{ name: 'Marco' }, { name: 'Marco' }]);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a subscription sent again after a lost answer keeps its id, so the second contact joins the same row', async ({ page }) => {
    const keys = await loseAnswers(page, '**/api/newsletter', (call) => call === 1);
    await page.goto('/');
    await waitUntilInteractive(page);
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('retry@example.com');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Si è verificato un errore. Riprova più tardi.')).toBeVisible();
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Iscrizione completata!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await box.getByRole('textbox').fill('+39 333 222 1111');
    await box.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(toastWith(page, 'Contatto aggiunto!')).toBeVisible();
    // Without the key, the repeat would have been answered with a fresh id (D-23) and the phone stored on a row of its own.
    expect(
      await rows(
        `SELECT email, phone FROM engagement.newsletter_subscriptions WHERE email = 'retry@example.com' OR phone = '+393332221111'`,
      ),
    ).toEqual([{ email: 'retry@example.com', phone: '+393332221111' }]);
  });
});
