import { expect, test, type Page } from '@playwright/test';
import { openAdminTab } from './support/admin';
import { withDatabase } from './support/database';
import { expectNoAxeViolations, toastWith, visit } from './support/visit';
import { arrangeVisitorPage, rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

/** Every word a visitor gets, in the visitor's language, and the owner's optional booking fields (docs/decisions.md, D-116). */
test.describe("a visitor's own words, on a phone", () => {
  test.beforeEach(() => arrangeVisitorPage());
  test.afterAll(() =>
    withDatabase((db) => db.query(`UPDATE profile.profiles SET booking_modal_settings = booking_modal_settings - 'fields'`)),
  );

  const dialogOf = (page: Page) => page.getByTestId('booking-dialog');

  test('a Japanese visitor gets the booking confirmation in Japanese, and the booking keeps the language', async ({ page }) => {
    await visit(page, '/', { language: 'ja', dark: false });
    await page.getByTestId('booking-button').click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    await dialog.locator('#message-name').fill('Yuki');
    await dialog.locator('#message-email').fill('yuki@example.com');
    await dialog.locator('#message-message').fill('7月12日は空いていますか？');
    await dialog.getByRole('button', { name: 'メッセージを送信' }).click();
    await expect(toastWith(page, 'メッセージを送信しました！')).toBeVisible();
    expect(await rows(`SELECT name, language FROM bookings.booking_submissions`)).toEqual([{ name: 'Yuki', language: 'ja' }]);
  });

  test('an Arabic visitor reads the callback hint in Arabic, and a callback left without words stores no message', async ({ page }) => {
    await visit(page, '/', { language: 'ar', dark: false });
    await page.getByTestId('booking-button').click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Ti richiamiamo noi' }).click();
    await expect(dialog.locator('#callback-message')).toHaveAttribute('placeholder', 'يُرجى معاودة الاتصال بي');
    await dialog.locator('#callback-name').fill('Omar');
    await dialog.locator('#callback-phone').fill('+39 333 999 8888');
    await dialog.locator('button[type="submit"]').click();
    await expect(toastWith(page, 'تم إرسال طلب معاودة الاتصال!')).toBeVisible();
    expect(await rows(`SELECT name, message, language FROM bookings.booking_submissions`)).toEqual([
      { name: 'Omar', message: null, language: 'ar' },
    ]);
  });

  test('a Japanese visitor gets the newsletter confirmation and its skip in Japanese', async ({ page }) => {
    await visit(page, '/', { language: 'ja', dark: false });
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('fan@example.com');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, '登録が完了しました！')).toBeVisible();
    await box.getByRole('button', { name: 'スキップ' }).click();
    await expect(page.getByTestId('newsletter-complete')).toBeVisible();
  });

  test('the owner switches on event date, city or venue and budget; a visitor fills them; the inbox shows them', async ({
    page,
    browser,
  }) => {
    await openAdminTab(page, 'booking-settings');
    await page.getByRole('tab', { name: 'Modal Settings' }).click();
    const form = page.getByTestId('modal-settings-form');
    for (const field of ['Event date', 'City or venue', 'Budget']) await form.getByRole('switch', { name: field }).click();
    await form.getByRole('button', { name: 'Save Modal Settings' }).click();
    await expect(toastWith(page, 'Modal settings updated')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visit(visitor, '/', { language: 'en', dark: false });
    await visitor.getByTestId('booking-button').click();
    const dialog = dialogOf(visitor);
    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    await dialog.getByLabel('Name').fill('Lena');
    await dialog.getByLabel('E-mail (optional)').fill('lena@example.com');
    await dialog.getByLabel('Event date (optional)').fill('2027-07-12');
    await dialog.getByLabel('City or venue (optional)').fill('Berghain, Berlin');
    await dialog.getByLabel('Budget (optional)').fill('€1,500');
    await dialog.getByLabel('Message').fill('Closing set?');
    await expectNoAxeViolations(visitor);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(toastWith(visitor, 'Message sent!')).toBeVisible();
    await visitorContext.close();

    expect(await rows(`SELECT event_date::text, venue, budget, language FROM bookings.booking_submissions`)).toEqual([
      { event_date: '2027-07-12', venue: 'Berghain, Berlin', budget: '€1,500', language: 'en' },
    ]);
    await page.goto('/bookings');
    await expect(page.getByTestId('booking-field')).toHaveText([
      'Event date:2027-07-12',
      'City or venue:Berghain, Berlin',
      'Budget:€1,500',
      'Language:English (en)',
    ]);
  });
});
