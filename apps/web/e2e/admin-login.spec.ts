import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, withDatabase } from './support/database';
import { chooseEnglish } from './support/owner';

test.describe('the admin login', () => {
  // The owner's screens in English, as chosen once in the language menu (support/owner.ts).
  test.beforeEach(({ page }) => chooseEnglish(page));
  // Every guarded screen: the panel, the bookings inbox and the access logs.
  for (const path of ['/admin', '/bookings', '/admin/access-logs']) {
    test(`sends a visitor who is not logged in from ${path} to the login screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: '← Back to Profile' })).toHaveAttribute('href', '/');
    });
  }

  test('the right password opens the admin panel; logout asks first, then goes back to /', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.screenshot({ path: 'artifacts/screenshots/admin-panel.png' });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Confirm logout' })).toBeVisible();
    await expect(dialog).toContainText('Are you sure you want to log out of the admin panel?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('View Profile records admin_exit_click; the page then offers the owner the admin shortcut', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('admin-shortcut')).toBeVisible();
    // One settings control at a time: the owner's shortcut, not a second, floating one.
    await expect(page.getByTestId('admin-shortcut')).toHaveAccessibleName('Admin panel');
    await expect(page.locator('a[href="/admin"]')).toHaveCount(1);
    await expect
      .poll(() =>
        withDatabase(
          async (db) =>
            (await db.query<{ metadata: unknown }>(`SELECT metadata FROM engagement.analytics WHERE event = 'admin_exit_click'`)).rows,
        ),
      )
      .toEqual([
        {
          metadata: {
            timestamp: expect.any(String),
            userAgent: expect.any(String),
            viewport: { width: 390, height: 844 },
            page: '/admin',
            referrer: expect.any(String),
          },
        },
      ]);

    await page.getByTestId('admin-shortcut').click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });
});
