import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatFileSize } from '../src/lib/format-file-size';
import { arrangeSections, mediaGallery, mediaGalleryItem, pickFile, sectionDialog, type FileToPick } from './support/admin';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, loginAsOwner, openTab } from './support/owner';
import { smallTapTargets } from './support/page-checks';
import { axeViolations, toastWith, visit } from './support/visit';
import { rows } from './support/visitor-data';

/** A real picture, made here: a coloured square of `size` pixels. */
async function png(name: string, color: string, size = 320): Promise<FileToPick> {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const NOT_AN_IMAGE: FileToPick = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };

// Its own button: Escape would close the newest toast first, not the dialog.
const closeGallery = (page: Page) => mediaGallery(page).getByRole('button', { name: 'Close' }).click();
const preview = (page: Page) => page.getByTestId('profile-photo-preview');

test.describe('the profile photo and the media gallery', () => {
  test.afterAll(arrangeOwnerProfile);

  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    await withDatabase((db) => db.query('TRUNCATE profile.media_items'));
    await loginAsOwner(page);
  });

  test('with no photo the default avatar shows; an uploaded photo is published at once and shown on the page (D-108)', async ({ page }) => {
    await expect(preview(page)).toHaveAttribute('src', '/default-avatar.svg');

    // Held back a moment, so the pending state can be seen.
    await page.route('/api/profile/image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await pickFile(page, 'Upload Photo', await png('portrait.png', '#cc3366'));
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(toastWith(page, 'Image uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    await expect(preview(page)).toHaveAttribute('src', /^\/media\/[a-z0-9-]+\.webp$/);
    const photo = await preview(page).getAttribute('src');

    // Published with the upload: stored, nothing left unsaved, and the screen says so.
    await expect(toastWith(page, 'Your page shows the new photo now.')).toBeVisible();
    expect(await rows(`SELECT profile_image FROM profile.profiles`)).toEqual([{ profile_image: photo }]);
    await expect(page.getByTestId('photo-not-published')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByTestId('profile-image')).toHaveAttribute('src', photo ?? 'missing');
    await expect(page.getByTestId('profile-image')).toHaveJSProperty('complete', true);
    expect(await page.getByTestId('profile-image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a file that is not an image is refused before it is sent, for the photo and in the gallery', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(media|profile\/image)$/.test(request.url())) uploads.push(request.url());
    });

    await pickFile(page, 'Upload Photo', NOT_AN_IMAGE);
    await expect(toastWith(page, 'Invalid file type')).toBeVisible();
    await expect(toastWith(page, 'Please select an image file.')).toBeVisible();
    await expect(preview(page)).toHaveAttribute('src', '/default-avatar.svg');

    await page.getByRole('button', { name: 'Media Gallery' }).click();
    await pickFile(page, 'Upload Image', NOT_AN_IMAGE, mediaGallery(page));
    await expect(toastWith(page, 'Invalid file type')).toBeVisible();
    await expect(mediaGallery(page).getByText('No images yet. Upload one to start your gallery.')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('the gallery uploads with sizes shown, picks a photo that is saved at once, and deletes saying where an image is used', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Media Gallery' }).click();
    await expect(mediaGallery(page).getByText('No images yet. Upload one to start your gallery.')).toBeVisible();

    await pickFile(page, 'Upload Image', await png('stage-night.png', '#2255aa', 1200), mediaGallery(page));
    await expect(toastWith(page, 'Image uploaded')).toBeVisible();
    await pickFile(page, 'Upload Image', await png('backstage.png', '#aa5522'), mediaGallery(page));
    await expect(mediaGalleryItem(page, 'backstage.png')).toBeVisible();

    // Each item: its picture, its name and its stored size in B, KB or MB; three to a row.
    const stored = await rows<{ original_name: string; size: number; url: string }>(
      `SELECT original_name, size, url FROM profile.media_items ORDER BY id`,
    );
    expect(stored.map((item) => item.original_name)).toEqual(['stage-night.png', 'backstage.png']);
    for (const item of stored) {
      const tile = mediaGalleryItem(page, item.original_name);
      await expect(tile).toContainText(formatFileSize(item.size));
      await expect(tile.getByText(/^\d+(\.\d)? (B|KB|MB)/)).toBeVisible();
      await expect(tile.locator('img')).toHaveAttribute('src', item.url);
    }
    const grid = mediaGallery(page).getByRole('list', { name: 'Images' });
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);
    await expect(grid).toHaveCSS('max-height', '384px');
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The dialog fits the phone's screen.
    const box = await mediaGallery(page).boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
    await page.screenshot({ path: 'artifacts/screenshots/admin-media-gallery-phone.png' });

    // A pick saves at once, with only the name, description and photo.
    const writes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') writes.push(request.postDataJSON());
    });
    const stageNight = stored[0]!;
    await mediaGalleryItem(page, 'stage-night.png').getByRole('button', { name: 'Use stage-night.png as profile photo' }).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();
    await expect(mediaGallery(page)).toBeHidden();
    expect(writes).toEqual([{ name: 'Nova Rivera', description: 'Producer and DJ from Milano.', profileImage: stageNight.url }]);
    await expect(preview(page)).toHaveAttribute('src', stageNight.url);

    await page.goto('/');
    await expect(page.getByTestId('profile-image')).toHaveAttribute('src', stageNight.url);

    // Deleting asks first, and says where the image still shows.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Media Gallery' }).click();
    await mediaGalleryItem(page, 'backstage.png').getByRole('button', { name: 'Delete backstage.png' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('“backstage.png” is not used on your page.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Image deleted')).toBeVisible();
    await expect(mediaGalleryItem(page, 'backstage.png')).toHaveCount(0);

    await mediaGalleryItem(page, 'stage-night.png').getByRole('button', { name: 'Delete stage-night.png' }).click();
    await expect(confirm).toContainText('“stage-night.png” is used by the profile photo.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(mediaGalleryItem(page, 'stage-night.png')).toBeVisible();
    await mediaGalleryItem(page, 'stage-night.png').getByRole('button', { name: 'Delete stage-night.png' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Image deleted')).toBeVisible();
    await expect(mediaGallery(page).getByText('No images yet. Upload one to start your gallery.')).toBeVisible();
    // The photo went with it: the form and the page fall back to the default avatar.
    await closeGallery(page);
    await expect(preview(page)).toHaveAttribute('src', '/default-avatar.svg');
    await page.goto('/');
    await expect(page.getByTestId('profile-image')).toHaveAttribute('src', '/default-avatar.svg');
  });

  test('an image used by a section names the section, then leaves the section: its edit form and the page no longer show it', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Media Gallery' }).click();
    await pickFile(page, 'Upload Image', await png('cover.png', '#118855'), mediaGallery(page));
    await expect(mediaGalleryItem(page, 'cover.png')).toBeVisible();
    await closeGallery(page);
    const url = (await rows<{ url: string }>(`SELECT url FROM profile.media_items`))[0]?.url ?? 'missing';
    await arrangeSections([
      {
        type: 'image',
        title: 'Live Photos',
        data: {
          images: [
            { url, alt: 'Cover', link: '' },
            { url: '/demo/gallery-stage.svg', alt: 'Stage', link: '' },
          ],
        },
      },
    ]);
    await page.reload();

    // The Sections tab is read first, so the panel holds the section with the image.
    await openTab(page, 'Sections');
    await page.getByRole('button', { name: 'Edit Live Photos' }).click();
    await expect(sectionDialog(page).getByTestId('gallery-image')).toHaveCount(2);
    await page.keyboard.press('Escape');

    await openTab(page, 'Profile');
    await page.getByRole('button', { name: 'Media Gallery' }).click();
    await mediaGalleryItem(page, 'cover.png').getByRole('button', { name: 'Delete cover.png' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('“cover.png” is used by the section “Live Photos”.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Image deleted')).toBeVisible();
    await closeGallery(page);

    // The section's form shows only the image left, so saving it cannot bring the deleted one back.
    await openTab(page, 'Sections');
    await page.getByRole('button', { name: 'Edit Live Photos' }).click();
    const images = sectionDialog(page).getByTestId('gallery-image');
    await expect(images).toHaveCount(1);
    await expect(images.locator('img')).toHaveAttribute('src', '/demo/gallery-stage.svg');

    await visit(page, '/');
    const shown = page.getByTestId('section-image').getByRole('img');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', '/demo/gallery-stage.svg');
    await arrangeSections([]);
  });
});
