import { expect, test } from '@playwright/test';
import { clearAccessLogs, storeAccessLogs } from './support/access-logs';
import { loginAsOwner, preferDark } from './support/owner';

const LONG_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/**
 * Requests an hour in the future, so they are the newest whatever this run's own requests add;
 * a thousand 404s on one address, so it leads the Top 404 URLs.
 */
async function seedLogs(): Promise<void> {
  await clearAccessLogs();
  const now = Date.now();
  const inAnHour = (minutes: number) => now + 3_600_000 + minutes * 60_000;
  const scans = Array.from({ length: 1000 }, (_, index) => ({
    time: now - (1000 - index) * 1000,
    ip: `198.51.100.${(1000 - index) % 200}`,
    method: 'GET',
    url: '/wp-login.php',
    status: 404,
    redirectTo: null,
    userAgent: null,
  }));
  await storeAccessLogs([
    ...scans,
    { time: inAnHour(1), ip: '203.0.113.8', method: 'GET', url: '/e2e-broken', status: 503, redirectTo: null, userAgent: 'short agent' },
    { time: inAnHour(2), ip: '203.0.113.7', method: 'POST', url: '/e2e-missing', status: 404, redirectTo: null, userAgent: null },
    { time: inAnHour(3), ip: '203.0.113.6', method: 'GET', url: '/e2e-moved', status: 301, redirectTo: '/e2e-ok', userAgent: 'curl/8.0' },
    { time: inAnHour(4), ip: '203.0.113.5', method: 'GET', url: '/e2e-ok', status: 200, redirectTo: null, userAgent: LONG_AGENT },
  ]);
}

test.describe('the access-log page', () => {
  test('shows the four figures, the top 404 addresses and the newest logs coloured by status class', async ({ page }) => {
    await seedLogs();
    await loginAsOwner(page, '/admin/access-logs');
    await expect(page.getByRole('heading', { name: 'Access Logs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    for (const label of ['Total Requests', 'Unique IPs', 'Redirects', '404 Errors'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    // The seeded rows, plus whatever this visit's own requests added before the stats were read.
    // The cards show '–' until the stats arrive: wait for a number, then read it once. English
    // writes thousands with a comma (numbers in the owner's locale, docs/decisions.md D-130).
    const figure = async (label: string) => {
      const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::p');
      await expect(value).toHaveText(/^\d{1,3}(,\d{3})*$/);
      return Number((await value.textContent())?.replaceAll(',', ''));
    };
    expect(await figure('Total Requests')).toBeGreaterThanOrEqual(1004);
    expect(await figure('Unique IPs')).toBeGreaterThanOrEqual(204);
    expect(await figure('Redirects')).toBeGreaterThanOrEqual(1);
    expect(await figure('404 Errors')).toBeGreaterThanOrEqual(1001);
    const top = page.getByRole('heading', { name: 'Top 404 URLs' }).locator('..').getByRole('listitem').first();
    await expect(top).toContainText('/wp-login.php');
    await expect(top).toContainText('1,000');

    const rows = page.getByRole('region', { name: 'Recent logs table' }).locator('tbody tr');
    await expect(rows.nth(0)).toContainText('/e2e-ok');
    await expect(rows.nth(0)).toContainText('203.0.113.5');
    await expect(rows.nth(0)).toContainText(`${LONG_AGENT.slice(0, 50)}...`);
    await expect(rows.nth(0).getByText(`${LONG_AGENT.slice(0, 50)}...`)).toHaveAttribute('title', LONG_AGENT);
    await expect(rows.nth(1)).toContainText('/e2e-moved');
    await expect(rows.nth(1).locator('td').nth(5)).toHaveText('/e2e-ok');
    await expect(rows.nth(2)).toContainText('POST');
    await expect(rows.nth(3)).toContainText('short agent');

    const badge = (status: string) => page.locator('tbody [data-status-class]', { hasText: new RegExp(`^${status}$`) }).first();
    const classes = await Promise.all(['200', '301', '404', '503'].map((status) => badge(status).getAttribute('data-status-class')));
    expect(classes).toEqual(['success', 'redirect', 'client-error', 'server-error']);
    const [green, yellow, red, darkRed] = await Promise.all(
      ['200', '301', '404', '503'].map((status) => badge(status).evaluate(backgroundRgb)),
    );
    expect(green && green.g > green.r && green.g > green.b).toBe(true);
    expect(yellow && yellow.r > yellow.b && yellow.g > yellow.b).toBe(true);
    expect(red && red.r > red.g && red.r > red.b).toBe(true);
    expect(darkRed && darkRed.r > darkRed.g && red && darkRed.r < red.r).toBe(true);
    await page.screenshot({ path: 'artifacts/screenshots/access-logs-390.png', fullPage: false });
    // The page holds the analytics too (spec section 2: "access logs and analytics page").
    await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
    await expect(page.getByText('Total Views', { exact: true })).toBeVisible();
  });

  test('pages through older logs, and the table scrolls sideways on a phone without moving the page', async ({ page }) => {
    await seedLogs();
    await loginAsOwner(page, '/admin/access-logs');
    const rows = page.getByRole('region', { name: 'Recent logs table' }).locator('tbody tr');
    await expect(rows).toHaveCount(50);
    const older = page.getByRole('button', { name: 'Show older logs' });
    expect((await older.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await older.click();
    await expect(rows).toHaveCount(100);
    const table = page.getByRole('region', { name: 'Recent logs table' });
    expect(await table.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('shows empty states when nothing is logged yet, and works in dark mode', async ({ page }) => {
    await preferDark(page);
    await loginAsOwner(page, '/admin');
    await clearAccessLogs();
    await page.goto('/admin/access-logs');
    await expect(page.getByText('No 404 errors.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: 'artifacts/screenshots/access-logs-dark-390.png' });
  });
});

/** An element's background as RGB, whatever colour syntax the style sheet used (Tailwind's are oklch). */
function backgroundRgb(node: Element): { r: number; g: number; b: number } {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = getComputedStyle(node).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return { r, g, b };
}
