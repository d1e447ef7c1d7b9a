import { expect, test, type Page } from '@playwright/test';
import { arrangeSections } from './support/admin';
import { ADMIN_PASSWORD } from './support/database';
import { arrangeOwnerProfile, chooseLanguage, loginAsOwner } from './support/owner';
import { screenProblems } from './support/page-checks';
import { expectNoAxeViolations, waitUntilInteractive } from './support/visit';
import { rows } from './support/visitor-data';

/**
 * The owner's screens speak the language chosen on the page (docs/decisions.md, D-130):
 * Italian by default, any of the ten from the language menu, Arabic right to left. Each
 * screen is checked with axe in each language; the other owner's tests read English.
 */

/** Logs in through the login screen, as the owner does, in whatever language it shows. */
async function logInThroughScreen(page: Page, passwordLabel: string, loginButton: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(passwordLabel, { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The panel's own tabs' labels, in their order. */
const tabLabels = (page: Page, tabsName: string) => page.getByRole('tablist', { name: tabsName }).getByRole('tab').allInnerTexts();

/** A booking to show in the inbox, sent a known time ago. */
async function arrangeOneBooking(): Promise<void> {
  await rows(`DELETE FROM bookings.booking_submissions`);
  await rows(
    `INSERT INTO bookings.booking_submissions (service_type, name, email, message, language, submitted_at)
     VALUES ('DJ set', 'Aiko', 'aiko@example.com', 'Hello!', 'ja', now() - interval '3 days')`,
  );
}

test.describe("the owner's screens in the owner's language", () => {
  test.beforeAll(arrangeOneBooking);

  test('Italian by default: the login page, the panel with its tabs, /bookings and the access logs', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Accesso amministratore' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Torna al profilo' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await logInThroughScreen(page, 'Password', 'Accedi');
    await expect(page.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    expect(await tabLabels(page, 'Sezioni del pannello')).toEqual([
      'Profilo',
      'Sezioni',
      'Prenotazioni',
      'Statistiche',
      'Tracciamento',
      'Mi piace',
      'Impostazioni prenotazioni',
      'Lingue',
    ]);
    await expectNoAxeViolations(page);

    // The spec's Italian words for logging out, word for word.
    await page.getByRole('button', { name: 'Esci' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Conferma Logout' })).toBeVisible();
    await expect(dialog).toContainText('Sei sicuro di voler uscire dal pannello di amministrazione?');
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'Prenotazioni', level: 1 })).toBeVisible();
    await expect(page.getByTestId('bookings-total')).toHaveText('1 prenotazione');
    await expect(page.getByTestId('booking-status')).toHaveText('Nuova');
    await expect(page.getByRole('button', { name: 'Segna come Contattata' })).toBeVisible();
    await expect(page.getByTestId('booking-card').locator('time')).toHaveText('3 giorni fa');
    await expectNoAxeViolations(page);

    await page.goto('/admin/access-logs');
    await expect(page.getByRole('heading', { name: 'Log di accesso' })).toBeVisible();
    await expect(page.getByText('Richieste totali', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Japanese, chosen in the language menu of the page: the panel follows it', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: '管理者ログイン' })).toBeVisible();
    await expectNoAxeViolations(page);
    await logInThroughScreen(page, 'パスワード', 'ログイン');
    await expect(page.getByRole('heading', { name: '管理パネル' })).toBeVisible();
    expect((await tabLabels(page, '管理メニュー')).slice(0, 4)).toEqual(['プロフィール', 'セクション', '予約', 'アナリティクス']);
    await expectNoAxeViolations(page);

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: '予約', level: 1 })).toBeVisible();
    await expect(page.getByTestId('bookings-total')).toHaveText('1件の予約');
    await expect(page.getByTestId('booking-card').locator('time')).toHaveText('3 日前');
    await expect(page.getByRole('button', { name: '「連絡済み」にする' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/access-logs');
    await expect(page.getByRole('heading', { name: 'アクセスログ' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Arabic, right to left: the login page, the panel, /bookings and the access logs', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'دخول المسؤول' })).toBeVisible();
    await expectNoAxeViolations(page);

    await logInThroughScreen(page, 'كلمة المرور', 'تسجيل الدخول');
    await expect(page.getByRole('heading', { name: 'لوحة الإدارة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect((await tabLabels(page, 'أقسام اللوحة')).slice(0, 4)).toEqual(['الملف الشخصي', 'الأقسام', 'الحجوزات', 'الإحصاءات']);
    // Right to left: the first tab is the rightmost one.
    const tabs = page.getByRole('tablist', { name: 'أقسام اللوحة' }).getByRole('tab');
    const [first, second] = await Promise.all([tabs.nth(0).boundingBox(), tabs.nth(1).boundingBox()]);
    expect(first && second && first.x > second.x).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'الحجوزات', level: 1 })).toBeVisible();
    await expect(page.getByTestId('bookings-total')).toHaveText('حجز واحد');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await screenProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.goto('/admin/access-logs');
    await expect(page.getByRole('heading', { name: 'سجلات الوصول' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Japanese: the Languages tab's editors, a section's glimpse, moving it, and a form's refusal (D-152)", async ({ page }) => {
    await arrangeOwnerProfile();
    const services = ['Photo shoots', 'Cover art'].map((name) => ({ name, description: '', icon: 'camera', color: 'blue' }));
    await arrangeSections([{ type: 'collaboration', title: 'Work with me', data: { services } }]);
    await chooseLanguage(page, 'ja');

    await loginAsOwner(page, '/admin?tab=sections');
    await expect(page.getByTestId('section-glimpse')).toHaveText('サービス 2 件：Photo shoots、Cover art');
    // What a screen reader is told on reaching a handle, in the owner's language.
    const handle = page.getByTestId('section-row').getByRole('button').first();
    const instructions = page.locator(`[id="${await handle.getAttribute('aria-describedby')}"]`);
    await expect(instructions).toContainText('矢印キーで動かして');
    await expectNoAxeViolations(page);

    await page.goto('/admin?tab=languages');
    await expect(page.getByRole('textbox', { name: '名前（英語）' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '説明（英語）' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'プロフィールの翻訳を保存' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'セクションの内容', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'セクション' })).toContainText('Work with me · コラボレーション');
    await expect(page.getByRole('textbox', { name: 'タイトル（英語）' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'サービス 2 の名前（英語）' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'セクションを自動翻訳' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The contracts' rule for a measurement ID, in Japanese, with the example it gives.
    await page.goto('/admin?tab=tracking');
    await page.getByLabel('測定 ID', { exact: true }).fill('UA-1234');
    await expect(page.getByText('G-XXXXXXXXXX の形式で入力してください')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
