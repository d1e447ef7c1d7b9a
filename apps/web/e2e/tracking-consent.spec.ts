import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@stagelink/contracts';
import { contracts } from './support/common-js';
import { ADMIN_PASSWORD } from './support/database';
import { adminTabs, arrangeOwnerProfile, chooseEnglish, chooseLanguage, loginAsOwner, OWNER_NAME } from './support/owner';
import {
  arrangeTracking,
  GA_ID,
  NO_TRACES,
  PIXEL_ID,
  storedConsent,
  trackerRequests,
  trackerTraces,
  watchLayoutShifts,
  watchPolicyViolations,
} from './support/trackers';
import { axeViolations, waitUntilInteractive } from './support/visit';

/**
 * The owner's trackers (Google Analytics, the Facebook pixel and a custom script) run on the
 * visitor's page alone, and only once the visitor accepts them (docs/decisions.md, D-87, D-88).
 * Each test is a new browser: no cookie, nothing stored.
 */
test.beforeEach(async () => {
  await arrangeOwnerProfile();
  await arrangeTracking();
});
test.afterAll(arrangeOwnerProfile);

const banner = (page: Page) => page.getByTestId('consent-banner');

/** `/` as a new visitor, answering taps; the browser speaks the context's locale (Italian by default). */
async function openPage(page: Page): Promise<void> {
  await page.goto('/');
  await waitUntilInteractive(page);
}

/** Reloads `/`, waiting until it answers taps again. */
async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitUntilInteractive(page);
}

test("the owner's login and panel make no request to a tracking host and carry none of the scripts", async ({ page, context }) => {
  const requests = await trackerRequests(context);
  await chooseEnglish(page);
  const login = await page.goto('/admin/login');
  const html = (await login?.text()) ?? '';
  for (const mark of [GA_ID, PIXEL_ID, 'googletagmanager', 'fbevents', 'tracker.example', 'customHeadRan']) {
    expect(html, mark).not.toContain(mark);
    expect(login?.headers()['content-security-policy'], mark).not.toContain(mark);
  }
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  expect(await trackerTraces(page), 'the login page').toEqual(NO_TRACES);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(adminTabs(page)).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  expect(await trackerTraces(page), 'the panel').toEqual(NO_TRACES);
  expect(requests).toEqual([]);
});

test('on / nothing loads and no cookie is set before a choice; the banner asks in Italian, moving nothing', async ({ page, context }) => {
  const requests = await trackerRequests(context);
  const layoutShift = await watchLayoutShifts(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openPage(page);
  await expect(banner(page).getByRole('heading', { name: 'Cookie e tracciamento' })).toBeVisible();
  await expect(banner(page)).toContainText("Google Analytics, Meta Pixel e altri script aggiunti dall'artista");
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await storedConsent(page)).toBeNull();
  expect(await trackerTraces(page)).toEqual(NO_TRACES);
  expect(await layoutShift()).toBe(0);
  // The banner came in a file of its own, fetched because this page has trackers.
  expect(scripts.filter((url) => url.includes('/consent-banner-'))).toHaveLength(1);

  // Refusing is as easy as accepting: side by side, the same size and look.
  const [refuse, accept] = [banner(page).getByRole('button', { name: 'Rifiuta' }), banner(page).getByRole('button', { name: 'Accetta' })];
  const look = (button: typeof refuse) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const { backgroundColor, color, fontSize, fontWeight } = style;
      return {
        width: Math.round(box.width),
        height: Math.round(box.height),
        top: Math.round(box.top),
        backgroundColor,
        color,
        fontSize,
        fontWeight,
      };
    });
  expect(await look(refuse)).toEqual(await look(accept));

  // Its link opens the privacy text, which says what needs consent and what does not.
  await banner(page).getByRole('button', { name: 'Privacy' }).click();
  const privacy = page.getByTestId('legal-privacy');
  await expect(privacy).toContainText('Cookie e statistiche della pagina');
  await expect(privacy).toContainText('non usano cookie');
  await expect(privacy).toContainText('Strumenti di terze parti facoltativi');
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();
  expect(requests).toEqual([]);
});

test('Accept loads every tracker at once, without a reload; the choice holds on reload and Refuse from the footer unloads them', async ({
  page,
  context,
}) => {
  const requests = await trackerRequests(context);
  const violations = await watchPolicyViolations(page);
  await openPage(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await banner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => requests.map((url) => new URL(url).host + new URL(url).pathname).sort())
    .toEqual(['cdn.tracker.example/head.js', 'connect.facebook.net/en_US/fbevents.js', 'www.googletagmanager.com/gtag/js']);
  expect(requests).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
  await expect.poll(() => trackerTraces(page)).toMatchObject({ gtag: 'function', fbq: 'function', customHeadRan: 1, customBodyRan: true });
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await storedConsent(page)).toMatchObject({ choice: 'accepted' });
  // The page's own scripts, by hash, and all they added ran: the policy refused nothing.
  expect(await violations()).toEqual([]);

  // Kept: the next page asks nothing and loads them at once.
  requests.length = 0;
  await reloadPage(page);
  await expect.poll(() => requests.length).toBe(3);
  await expect(banner(page)).toHaveCount(0);

  // Changed from the footer: the banner takes the focus; Refuse reloads the page without them,
  // and the trackers' cookies are gone.
  await page.evaluate(() => (document.cookie = '_ga=GA1.1.123.456; path=/; max-age=3600'));
  await page.getByTestId('site-footer').getByRole('button', { name: 'Preferenze cookie' }).click();
  await expect(banner(page)).toBeFocused();
  requests.length = 0;
  await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Rifiuta' }).click()]);
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await trackerTraces(page)).toEqual(NO_TRACES);
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  expect(await storedConsent(page)).toMatchObject({ choice: 'refused' });
});

test('Refuse loads none, and the refusal holds on reload; Accept from the footer then loads them', async ({ page, context }) => {
  const requests = await trackerRequests(context);
  await openPage(page);
  await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner(page)).toBeHidden();
  await reloadPage(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await trackerTraces(page)).toEqual(NO_TRACES);

  await page.getByTestId('site-footer').getByRole('button', { name: 'Preferenze cookie' }).click();
  await banner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect.poll(() => requests.length).toBe(3);
  await expect(page.getByTestId('site-footer').getByRole('button', { name: 'Preferenze cookie' })).toBeFocused();
});

for (const { language, locale, dark } of [
  { language: 'en', locale: 'en-GB', dark: false },
  { language: 'ar', locale: 'ar', dark: true },
] as { language: Language; locale: string; dark: boolean }[]) {
  test.describe(`a visitor whose browser speaks ${language}`, () => {
    test.use({ locale, colorScheme: dark ? 'dark' : 'light' });

    test(`gets the banner in ${language}, laid out ${language === 'ar' ? 'right to left' : 'left to right'}, and axe finds nothing with it open`, async ({
      page,
      context,
    }) => {
      const strings = contracts().uiStringsFor(language);
      await trackerRequests(context);
      await openPage(page);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(banner(page).getByRole('heading', { name: strings['consent.title'] })).toBeVisible();
      await expect(banner(page)).toContainText(strings['consent.ownScripts']);
      const refuse = await banner(page).getByRole('button', { name: strings['consent.refuse'] }).boundingBox();
      const accept = await banner(page).getByRole('button', { name: strings['consent.accept'] }).boundingBox();
      // Refuse comes first in the reading order: on the left in English, on the right in Arabic.
      expect((refuse?.x ?? 0) < (accept?.x ?? 0)).toBe(language !== 'ar');
      await expect(page.getByTestId('site-footer').getByRole('button', { name: strings['footer.cookies'] })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/screenshots/consent-banner-${language}.png`, animations: 'disabled' });
    });
  });
}

test('a broken custom script leaves the panel untouched and / working: contained, written in place, its error its own', async ({
  page,
  context,
}) => {
  await arrangeTracking({
    customScripts: {
      headScripts:
        '<script>document.write(\'<p id="owner-written">Written by the owner</p>\')</script>' +
        // A snippet that adds an inline script of its own once it runs: no hash names it, 'strict-dynamic' lets it run.
        '<script>var added = document.createElement("script"); added.text = "window.addedAtRuntime = 1"; document.head.appendChild(added)</script>' +
        '<script>throw new Error("owner bug")</script><script>window.brokenHead = 1',
      bodyScripts: '<!-- never closed <script>window.neverRuns = 1</script>',
      enabled: true,
    },
  });
  await trackerRequests(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await loginAsOwner(page, '/admin');
  await expect(adminTabs(page)).toHaveCount(8);
  expect(errors).toEqual([]);
  await context.clearCookies();
  // A visitor on this phone now, reading the page in Italian, its default (the owner chose English).
  await chooseLanguage(page, 'it');

  await openPage(page);
  await banner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect(page.locator('#owner-written')).toHaveText('Written by the owner');
  await expect.poll(() => page.evaluate(() => (window as unknown as { brokenHead?: number }).brokenHead)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { addedAtRuntime?: number }).addedAtRuntime)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { neverRuns?: number }).neverRuns)).toBeUndefined();
  expect(errors).toEqual(['owner bug']);
  // The page is whole and answers.
  await expect(page.getByTestId('profile-name')).toHaveText(OWNER_NAME);
  await page.getByTestId('booking-card-button').click();
  await expect(page.getByTestId('booking-dialog')).toBeVisible();
});

test("the owner's own view of / asks nothing and loads nothing; a visitor who accepted leaves for the panel without them", async ({
  page,
  context,
}) => {
  const requests = await trackerRequests(context);
  await loginAsOwner(page, '/');
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('site-footer').getByRole('button', { name: 'Preferenze cookie' })).toHaveCount(0);
  expect(requests).toEqual([]);

  await context.clearCookies();
  // A visitor on this phone now, reading the page in Italian, its default (the owner chose English).
  await chooseLanguage(page, 'it');
  await openPage(page);
  await banner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect.poll(() => requests.length).toBe(3);
  await page.getByTestId('admin-shortcut').click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(await trackerTraces(page)).toEqual(NO_TRACES);
});

test('with tracking off there is no banner, no Cookie link and no consent code', async ({ page, context }) => {
  await arrangeOwnerProfile();
  const requests = await trackerRequests(context);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openPage(page);
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('cookie-settings')).toHaveCount(0);
  expect(scripts.filter((url) => /\/(consent-banner|load-trackers)-/.test(url))).toEqual([]);
  expect(requests).toEqual([]);
});
