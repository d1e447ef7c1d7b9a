import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangeSections, choose, dropFiles, openAdminTab, pngBytes, sectionDialog, startSection, storedSections } from './support/admin';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { screenshot, toastWith, visit } from './support/visit';
import { rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

/** The titles of the sections on the visitor's page, in order, among those named. */
async function pageOrder(page: Page, titles: string[]): Promise<string[]> {
  await visit(page, '/');
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  return headings.filter((heading) => titles.includes(heading));
}

/**
 * Picks a list item up by its handle with the keyboard, as a keyboard user does, and returns
 * once it listens for arrows: dnd-kit starts listening in a timer after the key that picked the
 * item up (so that key is not read as a move), and the browser may hand a test's next key,
 * sent at once, to the page before that timer. A page timer set now runs after it.
 */
async function pickUpWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

const listTitles = (page: Page) => page.getByTestId('section-title').allTextContents();

/** A request held until the test opens the gate. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const TEXT_SECTIONS = ['Alpha', 'Beta', 'Gamma'].map((title) => ({ type: 'text', title, data: { content: `${title} text` } }));

interface Creation {
  label: string;
  type: string;
  title: string;
  fill: (dialog: Locator, page: Page) => Promise<void>;
  /** What the visitor's card shows. */
  shows: string;
}

const CREATIONS: Creation[] = [
  {
    label: 'YouTube Video',
    type: 'video',
    title: 'My videos',
    shows: 'First clip',
    fill: async (dialog) => {
      await dialog.getByLabel('Title', { exact: true }).nth(1).fill('First clip');
      await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await expect(dialog.getByTestId('video-thumbnail')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    },
  },
  {
    label: 'Image Gallery',
    type: 'image',
    title: 'Gallery',
    shows: 'Gallery',
    fill: async (dialog, page) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: /Add images/ }).click();
      await (await chooser).setFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await pngBytes() });
      await expect(toastWith(page, 'Image uploaded')).toBeVisible();
      await dialog.getByLabel('Description').fill('On stage');
    },
  },
  {
    label: 'Book/Product',
    type: 'book',
    title: 'The Vinyl',
    shows: 'Limited edition.',
    fill: async (dialog) => {
      await dialog.getByLabel('Cover image URL').fill('/demo/vinyl-cover.svg');
      await dialog.getByLabel('Description').fill('Limited edition.');
      await dialog.getByLabel('Purchase link').fill('https://example.com/shop');
    },
  },
  {
    label: 'collaboration',
    type: 'collaboration',
    title: 'Work together',
    shows: 'Music videos',
    fill: async (dialog) => {
      await dialog.getByLabel('Name').fill('Music videos');
      await dialog.getByLabel('Description').fill('Direction and editing.');
      await choose(dialog, 'Colour', 'Orange');
    },
  },
  {
    label: 'Text Content',
    type: 'text',
    title: 'My story',
    shows: 'It started in a bedroom.',
    fill: async (dialog) => {
      await dialog.getByLabel('Short content').fill('It started in a bedroom.');
      await dialog.getByLabel('Long content').fill('Then came the clubs.');
      await choose(dialog, 'Alignment', 'Center');
    },
  },
  {
    label: 'tiktok',
    type: 'tiktok',
    title: 'TikTok',
    shows: '@nova.music',
    fill: async (dialog) => {
      await dialog.getByLabel('Username').fill('nova.music');
      await dialog.getByLabel('Profile URL').fill('https://www.tiktok.com/@nova.music');
    },
  },
  {
    label: 'spotify',
    type: 'spotify',
    title: 'Spotify',
    shows: 'Nova on Spotify',
    fill: async (dialog) => {
      await dialog.getByLabel('Artist name').fill('Nova on Spotify');
      await dialog.getByLabel('Description').fill('All releases');
      await dialog.getByLabel('Profile URL').fill('https://open.spotify.com/artist/1');
    },
  },
  {
    label: 'instagram',
    type: 'instagram',
    title: 'Instagram',
    shows: '@nova.ig',
    fill: async (dialog) => {
      await dialog.getByLabel('Username').fill('nova.ig');
      // The URL is left out: the form says what the page will use.
      await expect(dialog.getByText('Left empty, it is made from the username: https://www.instagram.com/nova.ig')).toBeVisible();
    },
  },
  {
    label: 'newsletter',
    type: 'newsletter',
    title: 'Stay in touch',
    shows: 'Tour dates first.',
    fill: async (dialog) => {
      await dialog.getByLabel('Description').fill('Tour dates first.');
      await dialog.getByLabel('Button text').fill('Join');
    },
  },
  {
    label: 'Apple Music',
    type: 'applemusic',
    title: 'Apple Music',
    shows: 'Nova on Apple Music',
    fill: async (dialog) => {
      await dialog.getByLabel('Artist name').fill('Nova on Apple Music');
      await dialog.getByLabel('Apple Music URL').fill('https://music.apple.com/artist/1');
    },
  },
  {
    label: 'Custom Link',
    type: 'custom',
    title: 'Tickets',
    shows: 'All dates',
    fill: async (dialog) => {
      await dialog.getByLabel('Description (optional)').fill('All dates');
      await dialog.getByLabel('Link URL').fill('https://example.com/tickets');
      await dialog.getByLabel('Logo URL').fill('https://example.com/logo.png');
    },
  },
];

test.describe('the Sections tab, on a phone', () => {
  test('creates one section of every type through the dialog, and each shows on the page', async ({ page }) => {
    test.setTimeout(120_000);
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    await expect(page.getByText('No sections created yet')).toBeVisible();

    for (const creation of CREATIONS) {
      const dialog = await startSection(page, creation.label);
      await dialog.getByLabel('Title', { exact: true }).first().fill(creation.title);
      await creation.fill(dialog, page);
      await dialog.getByRole('button', { name: 'Create Section' }).click();
      await expect(toastWith(page, 'Section created')).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    // Each new section went to the top of the page (docs/decisions.md, D-110): the last made is first.
    const newestFirst = [...CREATIONS].reverse();
    expect(await listTitles(page)).toEqual(newestFirst.map((creation) => creation.title));
    expect((await storedSections()).map(({ type, title }) => ({ type, title }))).toEqual(
      newestFirst.map(({ type, title }) => ({ type, title })),
    );
    const stored = await storedSections();
    expect(stored.find((section) => section.type === 'image')?.data).toEqual({
      images: [{ url: expect.stringMatching(/^\/media\/[a-z0-9-]+\.webp$/), alt: 'On stage', link: '' }],
    });
    expect(stored.find((section) => section.type === 'collaboration')?.data).toEqual({
      services: [{ icon: 'camera', name: 'Music videos', description: 'Direction and editing.', color: 'orange' }],
    });

    await visit(page, '/');
    for (const creation of CREATIONS) {
      const card = page.getByTestId(`section-${creation.type}`);
      await expect(card).toBeVisible();
      await expect(card).toContainText(creation.shows);
    }
    await expect(page.getByTestId('section-image').getByRole('img', { name: 'On stage' })).toBeVisible();
  });

  test("the title is required: 'Title is required' by the field, and nothing is created", async ({ page }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    const dialog = await startSection(page, 'Text Content');
    await dialog.getByLabel('Short content').fill('Some words');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // A link the page cannot open is refused with the shared schema's words, by its field.
    await dialog.getByLabel('Title', { exact: true }).fill('Story');
    // The form has changes: Back asks before dropping them.
    page.once('dialog', (question) => void question.accept());
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: /^Custom Link / }).click();
    await dialog.getByLabel('Title', { exact: true }).fill('Shop');
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(dialog.getByText('Link URL must be an http, https, mailto or tel link')).toBeVisible();
    expect(await storedSections()).toEqual([]);
  });

  test('choosing a type starts from its defaults; Back returns to the chooser', async ({ page }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    const dialog = await startSection(page, 'collaboration');
    // Spec defaults: one service, camera and blue.
    await expect(dialog.getByLabel('Icon')).toContainText('Camera');
    await expect(dialog.getByLabel('Colour')).toContainText('Blue');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: /^spotify / })).toBeVisible();
    await dialog.getByRole('button', { name: /^YouTube Video / }).click();
    await expect(dialog.getByLabel('Video URL')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await expect(dialog.getByLabel('Video URL')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Remove video 2' }).click();
    await expect(dialog.getByLabel('Video URL')).toHaveCount(1);
  });

  test("edit opens 'Edit Section' at the form, and the change shows on the page", async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Edit Beta' }).click();
    const dialog = sectionDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Edit Section' })).toBeVisible();
    await expect(dialog.getByLabel('Short content')).toHaveValue('Beta text');
    await dialog.getByLabel('Title', { exact: true }).fill('Beta, revised');
    await dialog.getByLabel('Short content').fill('New words');
    await dialog.getByRole('button', { name: 'Update Section' }).click();
    await expect(toastWith(page, 'Section updated')).toBeVisible();
    expect(await listTitles(page)).toEqual(['Alpha', 'Beta, revised', 'Gamma']);
    await visit(page, '/');
    await expect(page.getByTestId('section-text').filter({ hasText: 'Beta, revised' })).toContainText('New words');
  });

  test('the eye hides a section from the page and shows it again', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Hide Beta' }).click();
    await expect(toastWith(page, 'Section updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Beta' })).toHaveAttribute('aria-pressed', 'true');
    expect((await storedSections()).map((section) => section.isVisible)).toEqual([true, false, true]);
    expect(await pageOrder(page, ['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha', 'Gamma']);

    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Show Beta' }).click();
    await expect(page.getByRole('button', { name: 'Hide Beta' })).toBeVisible();
    expect(await pageOrder(page, ['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('duplicate puts the copy right after its original', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Duplicate Alpha' }).click();
    await expect(toastWith(page, 'Section duplicated')).toBeVisible();
    await expect.poll(() => listTitles(page)).toEqual(['Alpha', 'Alpha (copy)', 'Beta', 'Gamma']);
    expect((await storedSections()).map((section) => section.title)).toEqual(['Alpha', 'Alpha (copy)', 'Beta', 'Gamma']);
  });

  test('delete asks first; Cancel keeps the section, Delete removes it', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Delete Beta' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Delete this section?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await storedSections()).toHaveLength(3);

    await page.getByRole('button', { name: 'Delete Beta' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Section deleted')).toBeVisible();
    await expect.poll(() => listTitles(page)).toEqual(['Alpha', 'Gamma']);
    expect((await storedSections()).map((section) => section.title)).toEqual(['Alpha', 'Gamma']);
  });

  test('reorders with the keyboard; the page shows the new order', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await pickUpWithKeyboard(page, page.getByRole('button', { name: 'Move Alpha' }));
    await page.keyboard.press('ArrowDown');
    // A screen reader hears where the section is going.
    await expect(page.getByText('Alpha moved to position 2 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(toastWith(page, 'Sections reordered')).toBeVisible();
    expect(await listTitles(page)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect((await storedSections()).map((section) => section.title)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await pageOrder(page, ['Alpha', 'Beta', 'Gamma'])).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  test('reorders by dragging a handle with a finger', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    const from = await page.getByRole('button', { name: 'Move Gamma' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Move Alpha' }).boundingBox();
    if (!from || !to) throw new Error('no handles');
    const touch = await page.context().newCDPSession(page);
    const x = from.x + from.width / 2;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from.y + from.height / 2 }] });
    for (let step = 1; step <= 12; step += 1) {
      const y = from.y + from.height / 2 + ((to.y - from.y - 8) * step) / 12;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(toastWith(page, 'Sections reordered')).toBeVisible();
    expect(await listTitles(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect((await storedSections()).map((section) => section.title)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  test('a reorder shows at once; when the server refuses it, the order is put back before the list is read again, and the failure said', async ({
    page,
  }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    await expect(page.getByRole('button', { name: 'Move Alpha' })).toBeVisible();
    // The refusal and the list's re-reading after it are each held until the test lets them go.
    const refusal = gate();
    const reread = gate();
    await page.route('**/api/sections/reorder', async (route) => {
      await refusal.opened;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal server error"}' });
    });
    await page.route('**/api/sections', async (route) => {
      if (route.request().method() === 'GET') await reread.opened;
      await route.fallback();
    });
    await pickUpWithKeyboard(page, page.getByRole('button', { name: 'Move Alpha' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Alpha moved to position 2 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => listTitles(page)).toEqual(['Beta', 'Alpha', 'Gamma']);

    refusal.open();
    // Only the rollback can put it back: the stored list is not read again yet.
    await expect.poll(() => listTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);

    const reloaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/sections' && response.request().method() === 'GET',
    );
    reread.open();
    await reloaded;
    const failure = page.locator('ol > li').filter({ hasText: 'Failed to reorder sections. Please try again.' });
    await expect(failure.getByText('Error', { exact: true })).toBeVisible();
    await expect(failure.getByText('Failed to reorder sections. Please try again.', { exact: true })).toBeVisible();
    expect(await listTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect((await storedSections()).map((section) => section.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('gallery images: upload by tap and by drop, only the first dropped file, non-images refused; reorder and remove', async ({
    page,
  }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    const dialog = await startSection(page, 'Image Gallery');
    await dialog.getByLabel('Title', { exact: true }).first().fill('Photos');
    const zone = dialog.getByTestId('image-drop-zone');

    await dropFiles(zone, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not an image') }]);
    await expect(toastWith(page, 'Please drop image files only.')).toBeVisible();
    await expect(page.locator('ol > li').getByText('Invalid file', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('gallery-image')).toHaveCount(0);

    await dropFiles(zone, [
      { name: 'first.png', type: 'image/png', bytes: await pngBytes('#1e88e5') },
      { name: 'second.png', type: 'image/png', bytes: await pngBytes('#43a047') },
    ]);
    await expect(toastWith(page, 'Image uploaded')).toBeVisible();
    await expect(dialog.getByTestId('gallery-image')).toHaveCount(1);

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Add images/ }).click();
    await (await chooser).setFiles({ name: 'third.png', mimeType: 'image/png', buffer: await pngBytes('#fdd835') });
    await expect(dialog.getByTestId('gallery-image')).toHaveCount(2);
    await dialog.getByLabel('Description').nth(0).fill('Blue');
    await dialog.getByLabel('Description').nth(1).fill('Yellow');
    await dialog.getByLabel('Link (optional)').nth(1).fill('https://example.com/yellow');

    // The second image moves first, by keyboard on its handle.
    const handle = dialog.getByRole('button', { name: 'Move image 2', exact: true });
    await pickUpWithKeyboard(page, handle);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Yellow moved to position 1 of 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Description').nth(0)).toHaveValue('Yellow');

    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();
    const [stored] = await storedSections();
    expect(stored?.data).toEqual({
      images: [
        { url: expect.stringMatching(/^\/media\//), alt: 'Yellow', link: 'https://example.com/yellow' },
        { url: expect.stringMatching(/^\/media\//), alt: 'Blue', link: '' },
      ],
    });

    await visit(page, '/');
    await expect(page.getByRole('link', { name: 'Yellow' })).toHaveAttribute('href', 'https://example.com/yellow');
    await expect(page.getByTestId('section-image').getByRole('img')).toHaveCount(2);

    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Edit Photos' }).click();
    await sectionDialog(page).getByRole('button', { name: 'Remove image 1' }).click();
    await sectionDialog(page).getByRole('button', { name: 'Update Section' }).click();
    await expect(toastWith(page, 'Section updated')).toBeVisible();
    expect((await storedSections())[0]?.data).toEqual({ images: [{ url: expect.stringMatching(/^\/media\//), alt: 'Blue', link: '' }] });
  });

  test("a video's artificial likes are saved from its box, invalid input as 0 and 10, and the total shows on the page", async ({
    page,
  }) => {
    const [sectionId] = await arrangeSections([
      { type: 'video', title: 'Clips', data: { videos: [{ title: 'First clip', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] } },
    ]);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Edit Clips' }).click();
    const box = sectionDialog(page).getByTestId('artificial-likes');
    await expect(box.getByLabel('Every X views')).toHaveValue('10');
    await box.getByLabel('Base likes').fill('1500');
    await box.getByLabel('Incremental likes').fill('lots');
    await box.getByLabel('Every X views').fill('0');
    await box.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Configured likes saved')).toBeVisible();
    await expect(box.getByLabel('Incremental likes')).toHaveValue('0');
    await expect(box.getByLabel('Every X views')).toHaveValue('10');
    await expect(box.getByTestId('artificial-likes-total')).toHaveText('Configured: 1.5k');
    expect(
      await rows(
        `SELECT base_likes AS "baseLikes", incremental_likes AS "incrementalLikes", views_per_increment AS "viewsPerIncrement" FROM engagement.artificial_likes WHERE section_id = $1 AND video_index = 0`,
        [sectionId],
      ),
    ).toEqual([{ baseLikes: 1500, incrementalLikes: 0, viewsPerIncrement: 10 }]);

    // A video added in the form has no saved place yet.
    await sectionDialog(page).getByRole('button', { name: 'Add video' }).click();
    await expect(sectionDialog(page).getByText('Save the section to set likes for this video.')).toBeVisible();

    await visit(page, '/');
    await expect(page.getByTestId('like-count')).toHaveText('1.5k');
  });

  test('layout on a phone: no sideways scroll, 44 px targets, in the list, the chooser and the forms', async ({ page }) => {
    await arrangeSections([
      ...TEXT_SECTIONS,
      { type: 'video', title: 'A video section with a rather long title for a phone', data: { videos: [{ title: 'Clip', url: '' }] } },
      { type: 'hologram', title: 'Unknown type', data: {} },
    ]);
    await openAdminTab(page, 'sections');
    await expect(page.getByTestId('section-row')).toHaveCount(5);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page, { within: '[role=tabpanel]' })).toEqual([]);
    await screenshot(page, 'admin-sections-phone');

    await page.getByRole('button', { name: 'Add New Section' }).click();
    await expect(sectionDialog(page).getByRole('button', { name: /^Custom Link / })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    await screenshot(page, 'admin-sections-chooser-phone');

    for (const label of ['YouTube Video', 'Image Gallery', 'collaboration', 'Text Content']) {
      await sectionDialog(page)
        .getByRole('button', { name: new RegExp(`^${label} `) })
        .click();
      await expect(sectionDialog(page).getByTestId('section-form')).toBeVisible();
      expect(await horizontalOverflow(page), label).toEqual([]);
      expect(await smallTapTargets(page), label).toEqual([]);
      if (label === 'YouTube Video') await screenshot(page, 'admin-sections-video-form-phone');
      await sectionDialog(page).getByRole('button', { name: 'Back' }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit A video section with a rather long title for a phone' }).click();
    await expect(sectionDialog(page).getByTestId('artificial-likes')).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    await screenshot(page, 'admin-sections-edit-video-phone');
  });
});

test.describe('the Sections tab, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('reorders by dragging a handle with the mouse; the page shows the new order', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    const from = await page.getByRole('button', { name: 'Move Alpha' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Move Gamma' }).boundingBox();
    if (!from || !to) throw new Error('no handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 8, { steps: 12 });
    await page.mouse.up();
    await expect(toastWith(page, 'Sections reordered')).toBeVisible();
    expect(await listTitles(page)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(await pageOrder(page, ['Alpha', 'Beta', 'Gamma'])).toEqual(['Beta', 'Gamma', 'Alpha']);
  });

  test('layout on a desktop: no sideways scroll, the list and the dialog', async ({ page }) => {
    await arrangeSections(TEXT_SECTIONS);
    await openAdminTab(page, 'sections');
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshot(page, 'admin-sections-desktop');
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await sectionDialog(page)
      .getByRole('button', { name: /^Image Gallery / })
      .click();
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshot(page, 'admin-sections-image-form-desktop');
  });
});
