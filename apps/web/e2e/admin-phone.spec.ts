import { expect, test, type Locator } from '@playwright/test';
import { arrangeSections } from './support/admin';
import { ADMIN_PASSWORD } from './support/database';
import { adminTabs, arrangeOwnerProfile, loginAsOwner, openTab } from './support/owner';
import { expectNoAxeViolations, toastWith, visit } from './support/visit';

const TAB_LABELS = ['Profile', 'Sections', 'Bookings', 'Analytics', 'Tracking', 'Likes', 'Booking Settings', 'Languages'];

/** Whether two controls overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

test.describe('the panel on a phone (390×844)', () => {
  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    await loginAsOwner(page);
  });

  test('shows all eight tabs at once, no swipe needed, and opens any of them in one tap', async ({ page }) => {
    await expect(adminTabs(page)).toHaveText(TAB_LABELS);
    for (const tab of await adminTabs(page).all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await openTab(page, 'Languages');
    await expect(page).toHaveURL(/tab=languages$/);
  });

  test('a toast never covers the tabs, with the top bar shown or scrolled away', async ({ page }) => {
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await page.getByLabel('Name', { exact: true }).fill('Nova R.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const toast = toastWith(page, 'Profile updated');
    await expect(toast).toBeVisible();
    expect(await overlap(toast, tabs)).toBe(false);
    await expectNoAxeViolations(page);

    // Scrolled down, the bar slides away; scrolled back up, it returns, and the toast stays below it.
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await scrollTo(600);
    await expect(page.getByTestId('top-bar')).not.toBeInViewport();
    await scrollTo(400);
    await expect(tabs).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast.first()).toBeVisible();
    expect(await overlap(toast.first(), tabs)).toBe(false);
  });

  test('links the access logs from the panel', async ({ page }) => {
    await page.getByRole('link', { name: 'Access Logs' }).click();
    await expect(page).toHaveURL(/\/admin\/access-logs$/);
    await expect(page.getByRole('heading', { name: 'Access Logs' })).toBeVisible();
  });

  test('a control that had a title shows its hint as a tooltip, on focus as on hover', async ({ page }) => {
    await arrangeSections([{ type: 'text', title: 'My story', data: { content: 'Hello' } }]);
    await openTab(page, 'Sections');
    const eye = page.getByRole('button', { name: 'Hide My story' });
    await expect(eye).not.toHaveAttribute('title');
    await eye.focus();
    await expect(page.getByRole('tooltip', { name: 'Visible on the page: tap to hide' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the owner on the public page', () => {
  test('logs out from the page, which then shows itself as to a visitor', async ({ page }) => {
    expect((await page.request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } })).status()).toBe(200);
    await visit(page, '/');
    const logout = page.getByRole('button', { name: 'Esci' });
    await expect(logout).toBeVisible();
    await expect(page.getByTestId('admin-shortcut')).toHaveAccessibleName('Pannello admin');
    await expectNoAxeViolations(page);

    await logout.click();
    await expect(logout).toBeHidden();
    await expect(page.getByTestId('admin-shortcut')).toHaveAccessibleName('Admin');
    expect(await (await page.request.get('/api/admin/check')).json()).toEqual({ authenticated: false });
  });

  test('a visitor has no logout', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByTestId('admin-shortcut')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Esci' })).toHaveCount(0);
  });
});
