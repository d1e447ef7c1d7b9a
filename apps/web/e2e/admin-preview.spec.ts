import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangeSections, sectionDialog } from './support/admin';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, loginAsOwner, OWNER_NAME } from './support/owner';
import { arrangeTracking, trackerRequests, trackerTraces, TRACKING_ON } from './support/trackers';
import { axeViolations, screenshot, waitUntilInteractive } from './support/visit';
import { resetBooking, rows } from './support/visitor-data';

/**
 * The panel's live preview of the public page (docs/decisions.md, D-104, D-105): what the owner
 * types shows there before it is saved, in the theme and language picked in the preview, and
 * the preview sends nothing a visitor's page would.
 */

const SECTIONS = [
  { type: 'text', title: 'About', data: { content: 'Songs for late trains.\nSecond line', longContent: '', alignment: 'left' } },
  { type: 'custom', title: 'Tickets', data: { description: 'All dates', url: 'https://www.example.com/tickets/', logoUrl: '' } },
  {
    type: 'collaboration',
    title: 'Work with me',
    data: { services: [{ name: 'Photo shoots' }, { name: 'Cover art' }].map((service) => ({ ...service, icon: 'camera', color: 'blue' })) },
  },
  { type: 'instagram', title: 'Instagram', data: { username: 'nova.ig', url: '' } },
];

const preview = (page: Page) => page.getByTestId('page-preview');
const previewPage = (scope: Locator) => scope.getByTestId('preview-page');
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The PUT and POST calls the panel makes from now on. */
function writes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

const clearTranslations = () =>
  withDatabase((db) => db.query('TRUNCATE i18n.profile_content, i18n.section_content, i18n.translations, i18n.machine_translations'));

test.beforeEach(async () => {
  await arrangeOwnerProfile();
  await arrangeSections(SECTIONS);
  await clearTranslations();
  await withDatabase(async (db) => {
    await resetBooking(db);
    await db.query(`TRUNCATE engagement.analytics`);
  });
});

test.afterAll(async () => {
  await arrangeOwnerProfile();
  await clearTranslations();
  await withDatabase(resetBooking);
});

test.describe('on a phone', () => {
  test('the name being typed shows in the preview, one tap away, before it is saved', async ({ page }) => {
    const sent = writes(page);
    await loginAsOwner(page, '/admin?tab=profile');
    await field(page, 'Name').fill('Luna Preview');
    await field(page, 'Description').fill('Typed, not saved.');
    await page.getByRole('button', { name: 'Preview' }).click();

    const shown = preview(page);
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText('Luna Preview');
    await expect(previewPage(shown).getByTestId('profile-description')).toHaveText('Typed, not saved.');
    // The saved page's sections are there too, drawn by the page's own components.
    await expect(previewPage(shown).getByTestId('section-custom')).toContainText('Tickets');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-preview-profile-phone');

    // Closed, the form still holds what was typed; nothing was saved.
    await page.getByRole('button', { name: 'Close preview' }).click();
    await expect(field(page, 'Name')).toHaveValue('Luna Preview');
    expect(sent).toEqual([]);
    expect(await rows(`SELECT name FROM profile.profiles`)).toEqual([{ name: OWNER_NAME }]);
  });

  test("a section form's edit shows in the preview in the section's own place, brought into view", async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=sections');
    await page.getByRole('button', { name: 'Edit Work with me' }).click();
    const dialog = sectionDialog(page);
    await field(dialog, 'Title').fill('Work with me on tour');
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const cards = previewPage(preview(page)).getByTestId('section-collaboration');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Work with me on tour');
    // Below the profile, the booking card and two sections, yet shown without scrolling.
    await expect(cards).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close preview' }).click();
    await expect(field(dialog, 'Title')).toHaveValue('Work with me on tour');
  });

  test("the preview switches theme and language without touching the panel's", async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=profile');
    const profileId = (await rows<{ id: number }>(`SELECT id FROM profile.profiles`))[0]?.id;
    const saved = await page.request.put(`/api/profile-content/${profileId}/es`, { data: { name: 'Nova en español' } });
    expect(saved.status()).toBe(200);
    await page.getByRole('button', { name: 'Preview' }).click();
    const shown = preview(page);
    const frame = shown.locator('[lang]').first();

    await expect(frame).toHaveAttribute('lang', 'it');
    await expect(previewPage(shown).getByTestId('booking-card-button')).toHaveText('Contattami');
    await shown.getByLabel('Preview language').selectOption('es');
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText('Nova en español');
    await expect(previewPage(shown).getByTestId('booking-card-button')).toHaveText('Contáctame');
    await shown.getByLabel('Preview language').selectOption('ar');
    await expect(frame).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    const background = previewPage(shown).getByTestId('themed-background');
    const light = await background.evaluate((element) => getComputedStyle(element).backgroundImage);
    await shown.getByTestId('preview-theme').click();
    await expect(shown.getByTestId('preview-theme')).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveClass(/\bdark\b/);
    await expect.poll(() => background.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toBe(light);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-preview-dark-arabic-phone');
  });

  test('the preview counts no visit, sends no click and runs none of the owner’s trackers', async ({ page, context, browser }) => {
    await arrangeTracking(TRACKING_ON);
    const trackers = await trackerRequests(context);
    const sent = writes(page);
    await loginAsOwner(page, '/admin?tab=profile');
    await field(page, 'Name').fill('Luna Preview');
    await page.getByRole('button', { name: 'Preview' }).click();
    const shown = preview(page);
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText('Luna Preview');
    // A tap on the page inside the preview reaches nothing: it is a picture.
    await previewPage(shown).getByTestId('section-custom').click({ force: true });
    await shown.getByLabel('Preview language').selectOption('en');
    await expect(previewPage(shown).getByTestId('booking-card-button')).toHaveText('Contact me');

    // A real visit afterwards is recorded; it is the only row there is.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await waitUntilInteractive(visitor);
    await expect.poll(() => rows(`SELECT event FROM engagement.analytics`)).toEqual([{ event: 'profile_view' }]);
    await visitor.close();

    expect(sent).toEqual([]);
    expect(trackers).toEqual([]);
    expect(await trackerTraces(page)).toMatchObject({ gtag: 'undefined', fbq: 'undefined', customHeadRan: null, trackerScripts: [] });
  });

  test("each section's card in the list shows a glimpse of its content", async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=sections');
    await expect(page.getByTestId('section-glimpse')).toHaveText([
      'Songs for late trains.',
      'example.com/tickets',
      '2 services: Photo shoots, Cover art',
      '@nova.ig',
    ]);
    await screenshot(page, 'admin-sections-glimpses-phone');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the preview is beside the editor and follows the name, a section form and the booking button as they are typed', async ({
    page,
  }) => {
    const sent = writes(page);
    await loginAsOwner(page, '/admin?tab=profile');
    await expect(page.getByRole('button', { name: 'Preview' })).toHaveCount(0);
    const shown = preview(page);
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText(OWNER_NAME);
    await field(page, 'Name').fill('Luna Preview');
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText('Luna Preview');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-preview-profile-desktop');
    // Leaving a tab without saving (the panel asks first): the preview shows the saved page again.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Booking Settings' }).click();
    await expect(previewPage(shown).getByTestId('profile-name')).toHaveText(OWNER_NAME);

    await field(page, 'Button text').fill('BOOK ME NOW');
    await expect(previewPage(shown).getByTestId('booking-card')).toContainText('BOOK ME NOW');
    await expect(previewPage(shown).getByTestId('booking-button')).toContainText('BOOK ME NOW');

    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Sections' }).click();
    await page.getByRole('button', { name: 'Edit Tickets' }).click();
    const dialog = sectionDialog(page);
    await field(dialog, 'Title').fill('Tour tickets');
    await expect(previewPage(dialog.getByTestId('page-preview')).getByTestId('section-custom')).toContainText('Tour tickets');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-preview-section-desktop');
    expect(sent).toEqual([]);
  });
});
