import { expect, test, type Page } from '@playwright/test';
import { arrangeOwnerProfile, loginAsOwner, OWNER_NAME } from './support/owner';
import { toastWith } from './support/visit';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Profile' });

test.describe('the Profile tab', () => {
  test.afterAll(arrangeOwnerProfile);

  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    await loginAsOwner(page);
    await expect(field(page, 'Name')).toHaveValue(OWNER_NAME);
  });

  test('saves name, description, background colours and footer with the spec toasts; the page shows them after a reload', async ({
    page,
  }) => {
    await field(page, 'Name').fill('Luna Vega');
    await field(page, 'Description').fill('Songs for late trains.\nLive every Friday.');
    await expect(field(page, 'Description')).toHaveAttribute('rows', '3');

    // Light mode is shown first; each colour is typed as text here, and picked with the swatch below.
    await expect(page.getByRole('tab', { name: 'Light Mode' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'Primary Color').fill('#112233');
    await field(page, 'Secondary Color').fill('#445566');
    await page.getByRole('tab', { name: 'Dark Mode' }).click();
    await page.getByLabel('Primary Color picker').filter({ visible: true }).fill('#0a0b0c');
    await expect(field(page, 'Primary Color')).toHaveValue('#0a0b0c');

    await field(page, 'Copyright Name').fill('Luna Vega Music');
    await field(page, 'Copyright Year').fill('2026');
    await field(page, 'Privacy Policy URL (optional)').fill('https://example.com/privacy');
    await expect(page.getByText('Leave a URL empty to show the built-in privacy policy or terms of service text')).toBeVisible();

    // Held back a moment, so the pending state can be seen.
    await page.route('/api/profile', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await saveButton(page).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();
    await expect(toastWith(page, 'Your profile has been saved successfully.')).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();

    await page.locator('ol > li').getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectPageShowsEdits(page);
    await page.reload();
    await expectPageShowsEdits(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('darkMode'));
    await page.reload();
    await expect(page.getByTestId('themed-background')).toHaveCSS('background-image', /rgb\(10, 11, 12\) 0%, rgb\(26, 26, 26\) 100%/);

    // Back in the panel, the form starts from what was saved, with nothing to lose.
    await page.goto('/admin');
    await expect(field(page, 'Name')).toHaveValue('Luna Vega');
    await expect(field(page, 'Copyright Name')).toHaveValue('Luna Vega Music');
    await expect(field(page, 'Primary Color')).toHaveValue('#112233');
  });

  test('the secondary colour shows only for a gradient, the animation type only when animated', async ({ page }) => {
    const type = page.getByRole('combobox', { name: 'Background Type' });
    const animated = page.getByRole('switch', { name: 'Enable Animations' });
    const animationType = page.getByRole('combobox', { name: 'Animation Type' });

    await expect(field(page, 'Secondary Color')).toBeVisible();
    await type.selectOption('solid');
    await expect(field(page, 'Secondary Color')).toHaveCount(0);
    await type.selectOption('gradient');
    await expect(field(page, 'Secondary Color')).toHaveValue('#7c3aed');

    await expect(animationType).toHaveValue('bubbles');
    await animated.click();
    await expect(animated).toHaveAttribute('aria-checked', 'false');
    await expect(animationType).toHaveCount(0);
    await animated.click();
    await expect(animationType).toBeVisible();

    // The dark variant has fields of its own.
    await page.getByRole('tab', { name: 'Dark Mode' }).click();
    await type.selectOption('solid');
    await expect(field(page, 'Secondary Color')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Light Mode' }).click();
    await expect(field(page, 'Secondary Color')).toBeVisible();
  });

  test('a solid, still background is saved as chosen and painted so on the page', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Background Type' }).selectOption('solid');
    await field(page, 'Primary Color').fill('#336699');
    await page.getByRole('switch', { name: 'Enable Animations' }).click();
    await saveButton(page).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();

    await page.goto('/');
    const background = page.getByTestId('themed-background');
    await expect(background).toHaveCSS('background-image', 'none');
    await expect(background).toHaveCSS('background-color', 'rgb(51, 102, 153)');
    await expect(background).toHaveAttribute('data-animation', 'none');
  });
});

async function expectPageShowsEdits(page: Page): Promise<void> {
  await expect(page.getByTestId('profile-name')).toHaveText('Luna Vega');
  await expect(page.getByTestId('profile-description')).toHaveText('Songs for late trains.\nLive every Friday.');
  await expect(page.getByTestId('themed-background')).toHaveCSS('background-image', /rgb\(17, 34, 51\) 0%, rgb\(68, 85, 102\) 100%/);
  await expect(page.getByTestId('site-footer')).toContainText('Luna Vega Music');
  await expect(page.getByTestId('site-footer')).toContainText('2026');
}
