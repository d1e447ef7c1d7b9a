import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, withDatabase } from './support/database';
import { arrangeOwnerProfile, loginAsOwner, openTab } from './support/owner';
import { expectNoAxeViolations, toastWith, visit } from './support/visit';

/** The demo artist as `npm start` seeds it (services/profile/src/demo/demo-content.ts). */
const DEMO_NAME = 'Luna Vega';
const DEMO_PHOTO = '/demo/luna-vega.svg';
const DEMO_SECTIONS = [
  { type: 'tiktok', title: 'TikTok', data: { username: 'lunavega.music', url: 'https://www.tiktok.com/@lunavega.music' } },
  { type: 'applemusic', title: 'Apple Music', data: { artistName: 'Luna Vega', url: 'https://music.apple.com/' } },
];
const OWNERS_DESCRIPTION = 'Cantautrice e producer da Milano.';
/** A demo section the owner edited: theirs now. */
const EDITED = { type: 'instagram', title: 'Instagram', data: { username: 'mara.sole', url: 'https://www.instagram.com/mara.sole' } };
const OWNERS = { type: 'custom', title: 'My merch', data: { description: '', url: 'https://example.com/merch', logoUrl: '' } };

async function arrangeDemoPage(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`DELETE FROM profile.sections`);
    await db.query(`TRUNCATE i18n.section_content, i18n.profile_content, engagement.analytics`);
    await db.query(
      `UPDATE profile.profiles SET name = $1::text, description = $3, profile_image = $2, is_demo = true,
         footer_settings = footer_settings || jsonb_build_object('copyrightName', $1::text)`,
      [DEMO_NAME, DEMO_PHOTO, OWNERS_DESCRIPTION],
    );
    for (const [order, section] of [...DEMO_SECTIONS, EDITED, OWNERS].entries()) {
      await db.query(
        `INSERT INTO profile.sections (profile_id, type, title, data, "order", is_demo) SELECT id, $1, $2, $3, $4, $5 FROM profile.profiles`,
        [section.type, section.title, JSON.stringify(section.data), order, section !== OWNERS],
      );
    }
  });
}

test.describe('starting from a blank page', () => {
  test.beforeEach(arrangeDemoPage);
  test.afterAll(async () => {
    await withDatabase((db) => db.query(`DELETE FROM profile.sections`));
    await arrangeOwnerProfile();
  });

  test('the owner on a phone removes the demo in one tap and a confirmation; their own work stays', async ({ page }) => {
    await loginAsOwner(page);
    const offer = page.getByRole('region', { name: 'Your page still shows the demo artist' });
    // The description is not the seed's: the owner wrote it, so it is theirs and not offered.
    await expect(offer).toContainText("2 demo sections and the demo's name and photo are still on your page.");
    await expectNoAxeViolations(page);

    await offer.getByRole('button', { name: 'Start from a blank page' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start from a blank page?' });
    await expect(dialog).toContainText('Sections and texts you made or changed stay.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove the demo' }).click();

    await expect(toastWith(page, 'Demo removed')).toBeVisible();
    await expect(offer).toBeHidden();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Artist Name');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(OWNERS_DESCRIPTION);
    await openTab(page, 'Sections');
    await expect(page.getByText('My merch')).toBeVisible();
    await expect(page.getByText('Instagram', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('TikTok', { exact: true })).toHaveCount(0);

    // A second call is harmless: nothing is left to remove.
    const again = await page.request.post('/api/admin/clear-demo');
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ sections: 0, profileFields: [] });
  });

  test('a visitor then sees the owner’s page: no demo cards, and the footer names the profile', async ({ page, request }) => {
    const login = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    expect((await request.post('/api/admin/clear-demo')).status()).toBe(200);

    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artist Name');
    await expect(page.getByText(`© ${new Date().getFullYear()} Artist Name.`)).toBeVisible();
    await expect(page.getByText(DEMO_NAME)).toHaveCount(0);
    await expect(page.getByText('@mara.sole')).toBeVisible();
    await expect(page.getByText('My merch')).toBeVisible();
  });

  test('a visitor cannot clear anything', async ({ request }) => {
    expect((await request.post('/api/admin/clear-demo')).status()).toBe(401);
    expect((await request.get('/api/admin/demo')).status()).toBe(401);
  });
});
