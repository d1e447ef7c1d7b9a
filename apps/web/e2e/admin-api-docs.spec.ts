import { expect, test } from '@playwright/test';
import { loginAsOwner } from './support/owner';
import { horizontalOverflow } from './support/page-checks';
import { axeViolations } from './support/visit';

test.describe('the API reference (D-143)', () => {
  test('opens from the access-log page on a phone: every area, who may call each route, its fields and answers', async ({ page }) => {
    await loginAsOwner(page, '/admin/access-logs');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/api\/docs$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Stagelink API/ })).toBeVisible();

    const areas = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
    await expect(areas.first()).toHaveText('Public page');
    await areas.getByText('Bookings', { exact: true }).click();
    const inbox = page.locator('article', { has: page.getByText('/api/bookings/{id}/status', { exact: true }) });
    await expect(inbox).toContainText('Who may call it: The owner only (session cookie)');
    const rowOf = (first: string) => inbox.getByRole('row').filter({ has: page.getByText(first, { exact: true }) });
    await expect(rowOf('status')).toContainText('one of: "new", "contacted"');
    await expect(rowOf('status')).toContainText('yes');
    await expect(rowOf('409')).toContainText('reload it');

    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is not shown to a visitor', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(401);
    await expect(page.getByText('You need to log in as the admin to do this.')).toBeVisible();
  });
});
