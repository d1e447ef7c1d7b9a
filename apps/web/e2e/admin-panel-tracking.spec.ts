import { expect, test, type Page } from '@playwright/test';
import { arrangeOwnerProfile, loginAsOwner } from './support/owner';
import { toastWith } from './support/visit';

/** The PUT /api/profile bodies the page sends from now on. */
function profileWrites(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** A sub-tab of the Tracking tab (the panel has an Analytics tab of its own). */
const subTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Tracking services' }).getByRole('tab', { name });

test.describe('the Tracking tab', () => {
  test.afterAll(arrangeOwnerProfile);

  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    await loginAsOwner(page, '/admin?tab=tracking');
    await expect(subTab(page, 'Analytics')).toHaveAttribute('aria-selected', 'true');
  });

  test("a good ID saves with the Italian toast, sends only the tracking settings, and a visitor's page then carries it", async ({
    page,
    playwright,
  }) => {
    const writes = profileWrites(page);
    await page.getByRole('switch', { name: 'Enable Google Analytics' }).click();
    await page.getByRole('textbox', { name: 'Measurement ID' }).fill('G-ABC123XYZ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Tracking settings saved')).toBeVisible();

    expect(writes).toEqual([
      {
        trackingSettings: {
          googleAnalytics: { measurementId: 'G-ABC123XYZ', enabled: true },
          googleTagManager: { containerId: '', enabled: false },
          facebookPixel: { pixelId: '', enabled: false },
          customScripts: { headScripts: '', bodyScripts: '', enabled: false },
        },
      },
    ]);
    // For after the visitor's consent (docs/decisions.md, D-87, D-88); the owner's own view has none.
    const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect(await (await visitor.get('/')).text()).toContain('"googleAnalytics":"G-ABC123XYZ"');
    await visitor.dispose();
    expect(await (await page.request.get('/')).text()).not.toContain('G-ABC123XYZ');

    // The tab starts from what was saved.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Measurement ID' })).toHaveValue('G-ABC123XYZ');
    await expect(page.getByRole('switch', { name: 'Enable Google Analytics' })).toHaveAttribute('aria-checked', 'true');
  });
});
