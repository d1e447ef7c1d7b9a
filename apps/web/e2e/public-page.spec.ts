import { expect, test } from '@playwright/test';
import { withDatabase } from './support/database';
import { waitUntilInteractive } from './support/visit';

test.describe('the public page', () => {
  test.beforeAll(async () => {
    await withDatabase((db) =>
      db.query(`UPDATE profile.profiles SET name = 'Nova Rivera', description = 'Producer and DJ from Milano.', profile_image = NULL`),
    );
  });

  test("shows the artist's name and description", async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Nova Rivera' })).toBeVisible();
    await expect(page.getByText('Producer and DJ from Milano.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto profilo di Nova Rivera' })).toHaveAttribute('src', '/default-avatar.svg');
  });

  test('loads no admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Nova Rivera' })).toBeVisible();
    // Hydrated, then touched, so the later parts are loaded too: none of them is the panel's.
    await waitUntilInteractive(page);
    await page.mouse.move(20, 20);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.some((path) => /admin|login/.test(path))).toBe(false);
  });
});

test('an unknown path shows the 404 page with the 404 status', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.screenshot({ path: 'artifacts/screenshots/not-found.png' });
});
