import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { openAdminTab } from './support/admin';
import { withDatabase } from './support/database';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { axeViolations, visit } from './support/visit';

// Issue 24: the artist as rich results, the QR code for posters, and the way out of an app's browser.

const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.31.111 (iPhone15,2; iOS 17_4; it_IT; it; scale=3.00; 1179x2556; 587318301)';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; it_IT; 577210397)';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The site's address as the page states it (its JSON-LD `url`, which is `PUBLIC_URL/`). */
async function publicAddress(page: Page): Promise<string> {
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(json ?? '{}') as { url: string }).url;
}

/** What a phone's camera reads in a PNG. */
async function decodedPng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const banner = (page: Page) => page.getByTestId('in-app-banner');

test.describe('the QR code in the owner’s Analytics', () => {
  test('previews the code, downloads a PNG that reads back as the page’s address with the chosen source', async ({ page }) => {
    await visit(page, '/');
    const address = await publicAddress(page);
    await openAdminTab(page, 'analytics');
    const source = page.getByLabel('Where will it be? (utm_source)');
    await source.fill('merch-table');
    await expect(page.getByText('Visits from it show as “QR code (merch-table)” in Top referrers.')).toBeVisible();
    const preview = page.getByTestId('qr-preview');
    await expect(preview).toHaveAttribute('src', '/qr.svg?utm_source=merch-table');
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByLabel('PNG size (pixels)').fill('600');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('qr-code-merch-table.png');
    const png = await sharp(await download.path()).toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: 600, height: 600 });
    expect(await decodedPng(png)).toBe(`${address}?utm_source=merch-table`);
    await expect(page.getByRole('link', { name: 'SVG (for print)' })).toHaveAttribute('href', '/qr.svg?utm_source=merch-table');
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page, { within: '[data-testid="qr-code-panel"]' })).toEqual([]);
  });

  test('says what is wrong with a name or a size, and offers no download until it is right', async ({ page }) => {
    await openAdminTab(page, 'analytics');
    await page.getByLabel('Where will it be? (utm_source)').fill('bar & stage');
    await expect(page.getByRole('alert').filter({ hasText: 'The name must be 1 to 40 lower-case letters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PNG' })).toBeDisabled();
    await page.getByLabel('Where will it be? (utm_source)').fill('stage');
    await page.getByLabel('PNG size (pixels)').fill('5000');
    await expect(page.getByRole('alert').filter({ hasText: 'The size must be a whole number from 128 to 2048.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PNG' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'SVG (for print)' })).toBeEnabled();
  });
});

test.describe('a visit from a poster’s code', () => {
  // A phone's browser: the headless one's user agent is counted as a bot, apart from the referrers.
  test.use({ userAgent: CHROME_ANDROID });

  test('lists a visit that came through the code as its own referrer', async ({ page }) => {
    await withDatabase((db) =>
      db.query(
        `TRUNCATE engagement.analytics, engagement.analytics_daily, engagement.analytics_daily_facets, engagement.analytics_daily_sections`,
      ),
    );
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/analytics') && response.status() === 201);
    await visit(page, '/?utm_source=poster');
    await recorded;
    await openAdminTab(page, 'analytics');
    await expect(page.getByText('QR code (poster)', { exact: true })).toBeVisible();
  });
});

test.describe('in Instagram’s browser on an iPhone', () => {
  test.use({ userAgent: INSTAGRAM_IPHONE });

  test('offers Safari and the instruction once, moving nothing; closed, it stays closed', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const bannerCode = page.waitForRequest((request) => request.url().includes('in-app-banner'));
    await visit(page, '/');
    await bannerCode;
    await expect(banner(page)).toContainText('Sei nel browser di Instagram');
    await expect(banner(page)).toContainText('Tocca ··· in alto, poi «Apri nel browser».');
    const link = banner(page).getByRole('link', { name: 'Apri nel browser' });
    const here = new URL(page.url());
    await expect(link).toHaveAttribute('href', `x-safari-${here.protocol.replace(':', '')}://${here.host}/`);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTapTargets(page, { within: '[data-testid="in-app-banner"]' })).toEqual([]);

    await banner(page).getByRole('button', { name: 'Chiudi' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('stagelink:interactive').length > 0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('in Instagram’s browser on Android', () => {
  test.use({ userAgent: INSTAGRAM_ANDROID });

  test('offers an intent link to the default browser, with no instruction needed', async ({ page }) => {
    await visit(page, '/?utm_source=poster', { language: 'en', dark: false });
    const here = new URL(page.url());
    await expect(banner(page).getByRole('link', { name: 'Open in browser' })).toHaveAttribute(
      'href',
      `intent://${here.host}/?utm_source=poster#Intent;scheme=${here.protocol.replace(':', '')};action=android.intent.action.VIEW;end`,
    );
    await expect(banner(page)).not.toContainText('Tap ···');
  });
});

test.describe('in Chrome on Android', () => {
  test.use({ userAgent: CHROME_ANDROID });

  test('shows no banner and downloads nothing for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/', undefined, { settled: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(scripts.filter((url) => url.includes('in-app-banner'))).toEqual([]);
  });
});
