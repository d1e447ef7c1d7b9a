import { expect, test, type Page } from '@playwright/test';
import { arrangeSections, openAdminTab, pngBytes, sectionDialog, startSection, storedSections } from './support/admin';
import { localSite } from './support/common-js';
import { axeViolations, toastWith, visit } from './support/visit';

/**
 * Issue 27, item 4 (docs/decisions.md, D-110), on a phone: adding a link in fewer taps, the
 * site's icon fetched and kept, several gallery photos at once and full screen, and the
 * Markdown subset of text sections, each as the owner does it and as a visitor sees it.
 */
test.describe.configure({ mode: 'serial' });

const listTitles = (page: Page) => page.getByTestId('section-title').allTextContents();

test.describe('adding a link', () => {
  let site: { url: string; stop(): Promise<void> };

  test.beforeAll(async () => {
    site = await localSite().LocalSite.start({
      '/': { body: '<html><head><link rel="apple-touch-icon" href="/touch.png"></head><body>Shop</body></html>' },
      '/touch.png': { type: 'image/png', body: await pngBytes('#ff9800') },
    });
  });
  test.afterAll(() => site?.stop());

  test('the chooser lists the links artists add most first, and a new section goes to the top', async ({ page }) => {
    await arrangeSections([{ type: 'text', title: 'Alpha', data: { content: 'Alpha text' } }]);
    await openAdminTab(page, 'sections');
    await page.getByRole('button', { name: 'Add New Section' }).click();
    const names = await sectionDialog(page).getByRole('list', { name: 'Section types' }).getByRole('button').allTextContents();
    expect(names.slice(0, 6).map((name) => name.split(/Link to|Any link|Videos with/)[0])).toEqual([
      'Custom Link',
      'instagram',
      'tiktok',
      'spotify',
      'Apple Music',
      'YouTube Video',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await sectionDialog(page)
      .getByRole('button', { name: /^instagram / })
      .click();
    const dialog = sectionDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill('My Instagram');
    await dialog.getByLabel('Username').fill('nova');
    // Typed without https://: completed as the field is left, and saved so.
    await dialog.getByLabel('Profile URL (optional)').fill('instagram.com/nova');
    await dialog.getByLabel('Title', { exact: true }).focus();
    await expect(dialog.getByLabel('Profile URL (optional)')).toHaveValue('https://instagram.com/nova');
    await expect(dialog.getByRole('switch', { name: 'Put it at the top of the page' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();
    await expect.poll(() => listTitles(page)).toEqual(['My Instagram', 'Alpha']);
    expect((await storedSections())[0]?.data).toMatchObject({ url: 'https://instagram.com/nova' });

    // Switched off, the next one goes last.
    const last = await startSection(page, 'tiktok');
    await last.getByLabel('Title', { exact: true }).fill('My TikTok');
    await last.getByLabel('Username').fill('nova');
    await last.getByLabel('Profile URL').fill('tiktok.com/@nova');
    await last.getByRole('switch', { name: 'Put it at the top of the page' }).click();
    await last.getByRole('button', { name: 'Create Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();
    await expect.poll(() => listTitles(page)).toEqual(['My Instagram', 'Alpha', 'My TikTok']);

    await visit(page, '/');
    const titles = ['My Instagram', 'Alpha', 'My TikTok'];
    const cards = await page.locator('[data-testid^="section-"]').evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(cards.flatMap((card) => titles.filter((title) => card?.includes(title)))).toEqual(['My Instagram', 'Alpha', 'My TikTok']);
  });

  test("a custom link without a logo gets its site's icon, kept with the owner's images; a private address gets none", async ({ page }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    for (const [title, url] of [
      ['My shop', `${site.url}/`],
      ['Router', 'http://192.168.1.1/'],
    ] as const) {
      const dialog = await startSection(page, 'Custom Link');
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Link URL').fill(url);
      await dialog.getByRole('button', { name: 'Create Section' }).click();
      await expect(toastWith(page, 'Section created')).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const stored = await storedSections();
    expect(stored.map((section) => [section.title, section.data.logoUrl])).toEqual([
      ['Router', ''],
      ['My shop', expect.stringMatching(/^\/media\/[a-f0-9]+\.webp$/)],
    ]);

    await visit(page, '/');
    const logo = page.getByTestId('section-custom').filter({ hasText: 'My shop' }).locator('img');
    await expect(logo).toHaveAttribute('src', /^\/media\//);
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('the gallery', () => {
  test('several photos picked at once are each uploaded; on the page a photo opens full screen, arrows and Escape work', async ({
    page,
  }) => {
    await arrangeSections([]);
    await openAdminTab(page, 'sections');
    const dialog = await startSection(page, 'Image Gallery');
    await dialog.getByLabel('Title', { exact: true }).first().fill('On tour');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Add images/ }).click();
    await (
      await chooser
    ).setFiles(
      await Promise.all(
        ['#e53935', '#43a047', '#1e88e5'].map(async (colour, index) => ({
          name: `photo-${index + 1}.png`,
          mimeType: 'image/png',
          buffer: await pngBytes(colour),
        })),
      ),
    );
    await expect(toastWith(page, '3 images uploaded')).toBeVisible();
    await expect(dialog.getByTestId('gallery-image')).toHaveCount(3);
    for (const [index, alt] of ['Red stage', 'Green room', 'Blue hour'].entries())
      await dialog.getByLabel('Description').nth(index).fill(alt);
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(toastWith(page, 'Section created')).toBeVisible();

    await visit(page, '/');
    await page.getByRole('button', { name: 'Green room: Guarda la foto 2 a schermo intero' }).click();
    const viewer = page.getByRole('dialog', { name: 'Foto 2 di 3' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Green room' })).toBeVisible();
    const box = await viewer.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([390, 844]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Foto 3 di 3' }).getByRole('img', { name: 'Blue hour' })).toBeVisible();
    await page.getByRole('button', { name: 'Foto successiva' }).click();
    await expect(page.getByRole('dialog', { name: 'Foto 1 di 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Green room: Guarda la foto 2 a schermo intero' })).toBeFocused();
  });
});

test.describe('text sections', () => {
  const CONTENT = 'Nuovo **album** *ora* su https://shop.example/cd. <b>niente HTML</b> [no](javascript:alert(1))';

  test('draw bold, italic and bare links, and nothing else, the same from the server and in the browser', async ({ page, request }) => {
    await arrangeSections([{ type: 'text', title: 'News', data: { content: CONTENT, longContent: 'Più **lungo**.', alignment: 'left' } }]);
    // The server's page, before any script.
    const html = await (await request.get('/')).text();
    const served = /<p[^>]*data-testid="text-content"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
    expect(served).toContain('<strong>album</strong>');
    expect(served).toContain('<em>ora</em>');
    expect(served).toMatch(
      /<a href="https:\/\/shop\.example\/cd" target="_blank" rel="noopener nofollow ugc"[^>]*>https:\/\/shop\.example\/cd<\/a>\./,
    );
    expect(served).toContain('&lt;b&gt;niente HTML&lt;/b&gt;');
    expect(served).not.toContain('javascript:alert(1)"');

    await visit(page, '/');
    const text = page.getByTestId('text-content');
    // Hydration found exactly what the server drew.
    expect(await text.innerHTML()).toBe(served);
    await expect(text.locator('strong')).toHaveText('album');
    await expect(text.getByRole('link', { name: 'https://shop.example/cd' })).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(text.locator('b, script, a[href^="javascript"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Leggi di più' }).click();
    await expect(page.getByTestId('read-more-content').locator('strong')).toHaveText('lungo');
  });
});
