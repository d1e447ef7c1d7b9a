import { expect, test } from '@playwright/test';
import { arrangeSections, openAdminTab, startSection, storedSections } from './support/admin';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, openTab, OWNER_NAME } from './support/owner';
import { axeViolations, toastWith, visit } from './support/visit';

/**
 * Issue 27, item 3 (docs/decisions.md, D-108, D-109), on a phone: what the owner is told before
 * a mistake is made, and what visitors get meanwhile.
 */
test.describe.configure({ mode: 'serial' });

const NOT_YOUTUBE = 'Only YouTube videos can be played on the page: paste a youtube.com or youtu.be link to one video';

test.describe('no silent mistakes', () => {
  test.beforeEach(arrangeOwnerProfile);
  test.afterAll(arrangeOwnerProfile);

  test('a video link that is not YouTube is refused by its field, with the reason, before anything is saved', async ({ page }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    const dialog = await startSection(page, 'YouTube Video');
    await dialog.getByLabel('Title', { exact: true }).first().fill('Live');
    const url = dialog.getByLabel('Video URL');
    await url.fill('https://vimeo.com/76979871');
    await dialog.getByLabel('Title', { exact: true }).first().focus();
    await expect(dialog.getByText(NOT_YOUTUBE)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(dialog.getByText(NOT_YOUTUBE)).toBeVisible();
    expect(await storedSections()).toEqual([]);

    // A YouTube link typed without https:// is taken, completed.
    await url.fill('youtu.be/dQw4w9WgXcQ');
    await dialog.getByLabel('Title', { exact: true }).first().focus();
    await expect(url).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    await expect(dialog.getByText(NOT_YOUTUBE)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();
    expect((await storedSections())[0]?.data).toMatchObject({ videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }] });

    await visit(page, '/');
    await expect(page.getByTestId('section-video')).toContainText('Live');
  });

  test("the profile form's unsaved changes survive the page being left without a question, as on an iPhone", async ({ page }) => {
    await openAdminTab(page, 'profile');
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Half-typed name');
    // Chromium asks before a reload; Safari on an iPhone never does, and the page is gone. Either way the draft is kept.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(name).toHaveValue('Half-typed name');
    const notice = page.getByText('Your unsaved changes were kept on this device. Save Profile to publish them, or discard them.');
    await expect(notice).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(name).toHaveValue(OWNER_NAME);
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(name).toHaveValue(OWNER_NAME);

    // Left inside the panel, after its own question, the changes are let go for good.
    await name.fill('Another half-typed name');
    await page.reload();
    await expect(name).toHaveValue('Another half-typed name');
    await openTab(page, 'Sections');
    await page.reload();
    await openTab(page, 'Profile');
    await expect(name).toHaveValue(OWNER_NAME);
  });

  test('a translation whose original changed is marked, visitors read the new original, and Keep it brings it back', async ({
    page,
    browser,
  }) => {
    await withDatabase((db) => db.query('DELETE FROM i18n.profile_content'));
    await openAdminTab(page, 'profile');
    const profileId = (await (await page.request.get('/api/profile')).json()) as { id: number };
    const saved = await page.request.put(`/api/profile-content/${profileId.id}/en`, { data: { name: 'Nova Rivera (EN)' } });
    expect(saved.status()).toBe(200);

    const visitor = await browser.newPage();
    await visit(visitor, '/', { language: 'en', dark: false });
    await expect(visitor.getByTestId('profile-name')).toHaveText('Nova Rivera (EN)');

    await page.getByLabel('Name', { exact: true }).fill('Nova Bianchi');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();

    await visit(visitor, '/', { language: 'en', dark: false });
    await expect(visitor.getByTestId('profile-name')).toHaveText('Nova Bianchi');

    await openAdminTab(page, 'languages');
    const field = page.getByTestId('translated-field').filter({ has: page.getByLabel('Name in English') });
    await expect(field.getByText('Source changed')).toBeVisible();
    await expect(field.getByText('visitors read the original until you keep this translation')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await field.getByRole('button', { name: 'Keep it: the translation of Name' }).click();
    await expect(toastWith(page, 'Translation kept')).toBeVisible();
    await expect(field.getByText('Source changed')).toHaveCount(0);

    await visit(visitor, '/', { language: 'en', dark: false });
    await expect(visitor.getByTestId('profile-name')).toHaveText('Nova Rivera (EN)');
    await visitor.close();
  });
});
