import { expect, test, type ConsoleMessage } from '@playwright/test';
import { serveThumbnailsOffline, waitUntilInteractive } from './support/visit';
import { arrangeVisitorPage, SPOTIFY_URL } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

// Chromium's own notes about the Permissions-Policy header, and the arranged page's broken logo
// (its fallback is tested elsewhere): not about hydration.
const isAboutThePage = (message: ConsoleMessage) =>
  !message.text().startsWith('Error with Permissions-Policy header') && !message.text().startsWith('Failed to load resource');

test.describe('the page rendered on the server', () => {
  test.beforeAll(async () => {
    await arrangeVisitorPage();
  });

  test('reads and links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'it-IT' });
    const page = await context.newPage();
    await context.route('https://open.spotify.com/**', (route) =>
      route.fulfill({ body: '<title>Spotify</title>', contentType: 'text/html' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await expect(page.getByTestId('profile-description')).toBeVisible();
    for (const type of ['video', 'image', 'book', 'collaboration', 'text', 'spotify', 'newsletter']) {
      await expect(page.getByTestId(`section-${type}`)).toBeVisible();
    }
    await expect(page.getByTestId('like-count').first()).toHaveText(/^\d/);
    // Before any script runs, nothing (not even the carousel's later slides) makes the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const card = page.getByTestId('section-spotify').getByRole('link');
    await expect(card).toHaveAttribute('href', SPOTIFY_URL);
    const [opened] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(SPOTIFY_URL);
    await page.screenshot({ path: 'artifacts/screenshots/public-page-without-javascript.png', fullPage: true });
    await context.close();
  });

  test('hydrates without a warning, and asks for the likes once, not once per video', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && isAboutThePage(message)) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
    });
    await serveThumbnailsOffline(page);
    await page.goto('/');
    await waitUntilInteractive(page);
    // Read in the page, by time: the idle likes call may come before this test sees the mark.
    const beforeInteractive = await page.evaluate(() => {
      const interactive = performance.getEntriesByName('stagelink:interactive')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime < interactive)
        .map((entry) => new URL(entry.name).pathname);
    });
    // Nothing in the HTML holds the first paint for a script: the app is asked for by the loader, after it.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    await expect.poll(() => calls.filter((call) => call === 'GET /api/likes').length).toBe(1);
    await page.waitForTimeout(500);
    expect(messages).toEqual([]);
    expect(beforeInteractive.filter((path) => path !== '/api/analytics')).toEqual([]);
    expect(calls.filter((call) => /\/api\/sections\/\d+\/likes/.test(call))).toEqual([]);
    expect(calls).not.toContain('GET /api/admin/check');
    // And the page works once hydrated: a like is counted.
    const like = page.getByTestId('like-button').first();
    const before = Number(await like.getByTestId('like-count').textContent());
    await like.click();
    await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
  });

  test('keeps the dark background of a dark visitor from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('themed-background')).toHaveCSS('background-image', /rgb\(0, 0, 0\)/);
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
