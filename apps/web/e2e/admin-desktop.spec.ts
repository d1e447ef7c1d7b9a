import { expect, test } from '@playwright/test';
import { arrangeSections, mediaGallery, mediaGalleryItem, pickFile, pngBytes, startSection } from './support/admin';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, loginAsOwner, openTab } from './support/owner';
import { screenshot, toastWith, visit } from './support/visit';
import { resetBooking, rows } from './support/visitor-data';

/**
 * The owner's whole first visit on a desktop, in one pass: the flows the phone specs cover in
 * depth, done here once at 1280×800 with a mouse, moving between tabs as the owner does, then
 * all seen together at the next load of the visitor's page (one load keeps the spec short).
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

async function arrange(): Promise<void> {
  await arrangeOwnerProfile();
  await arrangeSections([]);
  await withDatabase(async (db) => {
    await db.query('TRUNCATE profile.media_items');
    await resetBooking(db);
  });
}

test.describe('the owner on a desktop', () => {
  test.beforeAll(arrange);
  test.afterAll(arrange);

  test('logs in, edits the profile, adds a section, picks a photo, renames the booking button and turns on analytics; the page shows each', async ({
    page,
    playwright,
  }) => {
    await test.step('logs in', () => loginAsOwner(page, '/admin', { throughScreen: true }));

    await test.step('name and description', async () => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Luna Vega');
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Songs for late trains.');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toastWith(page, 'Profile updated')).toBeVisible();
    });

    await test.step('a photo uploaded and picked from the gallery', async () => {
      await page.getByRole('button', { name: 'Media Gallery' }).click();
      await pickFile(page, 'Upload Image', { name: 'portrait.png', mimeType: 'image/png', buffer: await pngBytes() }, mediaGallery(page));
      await expect(mediaGalleryItem(page, 'portrait.png')).toBeVisible();
      await screenshot(page, 'admin-media-gallery-desktop');
      await mediaGalleryItem(page, 'portrait.png').getByRole('button', { name: 'Use portrait.png as profile photo' }).click();
      await expect(mediaGallery(page)).toBeHidden();
    });

    await test.step('a section through the dialog', async () => {
      await openTab(page, 'Sections');
      const dialog = await startSection(page, 'Text Content');
      await dialog.getByLabel('Title', { exact: true }).fill('My story');
      await dialog.getByLabel('Short content').fill('It started in a bedroom.');
      await dialog.getByRole('button', { name: 'Create Section' }).click();
      await expect(toastWith(page, 'Section created')).toBeVisible();
    });

    await test.step('the booking button text', async () => {
      await openTab(page, 'Booking Settings');
      const form = page.getByTestId('button-settings-form');
      await form.getByLabel('Button text').fill('BOOK A DATE');
      await form.getByRole('button', { name: 'Save Button Settings' }).click();
      await expect(toastWith(page, 'Booking button updated')).toBeVisible();
    });

    await test.step('a Google Analytics ID', async () => {
      await openTab(page, 'Tracking');
      await page.getByRole('switch', { name: 'Enable Google Analytics' }).click();
      await page.getByRole('textbox', { name: 'Measurement ID' }).fill('G-DESK123XYZ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toastWith(page, 'Tracking settings saved')).toBeVisible();
    });

    await test.step("the page shows every change, and a visitor's page carries the analytics ID for after their consent", async () => {
      const [photo] = await rows<{ url: string }>('SELECT url FROM profile.media_items');
      // The owner's own view of the page runs no tracker (docs/decisions.md, D-87).
      const served = await (await visit(page, '/'))?.text();
      expect(served).not.toContain('G-DESK123XYZ');
      const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      expect(await (await visitor.get('/')).text()).toContain('"googleAnalytics":"G-DESK123XYZ"');
      await visitor.dispose();
      await expect(page.getByTestId('profile-name')).toHaveText('Luna Vega');
      await expect(page.getByTestId('profile-description')).toHaveText('Songs for late trains.');
      await expect(page.getByTestId('profile-image')).toHaveAttribute('src', photo?.url ?? 'missing');
      await expect(page.getByTestId('section-text')).toContainText('My story');
      await expect(page.getByTestId('section-text')).toContainText('It started in a bedroom.');
      // Its default marquee shows the text twice, once hidden from screen readers.
      await expect(page.getByTestId('booking-button')).toHaveAccessibleName('BOOK A DATE');
    });
  });
});
