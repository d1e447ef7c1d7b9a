import { expect, test, type Page } from '@playwright/test';
import { arrangeOwnerProfile, loginAsOwner } from './support/owner';
import { toastWith } from './support/visit';
import { rows } from './support/visitor-data';

const SHAPE_MESSAGE = 'The measurement ID must look like G-XXXXXXXXXX';

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

const storedTracking = async () =>
  (await rows<{ tracking_settings: unknown }>(`SELECT tracking_settings FROM profile.profiles`))[0]?.tracking_settings;

test.describe('the Tracking tab', () => {
  test.afterAll(arrangeOwnerProfile);

  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    await loginAsOwner(page, '/admin?tab=tracking');
    await expect(subTab(page, 'Analytics')).toHaveAttribute('aria-selected', 'true');
  });

  test('has the four sub-tabs, each with its switch and its fields', async ({ page }) => {
    await expect(page.getByRole('tablist', { name: 'Tracking services' }).getByRole('tab')).toHaveText([
      'Analytics',
      'Tag Manager',
      'Facebook Pixel',
      'Custom',
    ]);
    for (const [tab, toggle, fields] of [
      ['Analytics', 'Enable Google Analytics', ['Measurement ID']],
      ['Tag Manager', 'Enable Google Tag Manager', ['Container ID']],
      ['Facebook Pixel', 'Enable Facebook Pixel', ['Pixel ID']],
      ['Custom', 'Enable custom scripts', ['Head scripts', 'Body scripts']],
    ] as const) {
      await subTab(page, tab).click();
      await expect(page.getByRole('switch', { name: toggle })).toHaveAttribute('aria-checked', 'false');
      for (const field of fields) await expect(page.getByRole('textbox', { name: field })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('a measurement ID of the wrong shape shows its message as it is typed, and cannot be saved', async ({ page }) => {
    const writes = profileWrites(page);
    const id = page.getByRole('textbox', { name: 'Measurement ID' });
    await page.getByRole('switch', { name: 'Enable Google Analytics' }).click();
    await id.pressSequentially('UA-12345');
    await expect(page.getByText(SHAPE_MESSAGE)).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(id).toBeFocused();
    await expect(page.getByText(SHAPE_MESSAGE)).toBeVisible();
    await expect(toastWith(page, 'Tracking settings saved')).toHaveCount(0);
    expect(writes).toEqual([]);
    expect(await storedTracking()).toMatchObject({ googleAnalytics: { measurementId: '', enabled: false } });

    // Fixed as it is typed, the message goes.
    await id.fill('G-ABC123XYZ');
    await expect(page.getByText(SHAPE_MESSAGE)).toHaveCount(0);
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

  test('a service switched on without its ID opens its sub-tab and says what is missing', async ({ page }) => {
    const writes = profileWrites(page);
    await subTab(page, 'Tag Manager').click();
    await page.getByRole('switch', { name: 'Enable Google Tag Manager' }).click();
    await subTab(page, 'Analytics').click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(subTab(page, 'Tag Manager')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Enter the container ID to enable it')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Container ID' })).toBeFocused();
    expect(writes).toEqual([]);
  });

  test('a failed save says so in Italian and keeps the edits', async ({ page }) => {
    await page.route('/api/profile', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await subTab(page, 'Facebook Pixel').click();
    await page.getByRole('switch', { name: 'Enable Facebook Pixel' }).click();
    await page.getByRole('textbox', { name: 'Pixel ID' }).fill('123456789012345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Could not save the settings. Please try again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pixel ID' })).toHaveValue('123456789012345');
  });
});
