import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@stagelink/contracts';
import { ADMIN_PASSWORD, withDatabase } from './database';
import { DEFAULT_BACKGROUND_SETTINGS } from './visitor-data';

/**
 * Logs in as the owner and opens `path`. The login screen is walked through where it is the
 * subject (admin-login.spec.ts, the owner's desktop flow, the shell's Back tests); elsewhere the
 * test makes the screen's own call, which sets the same session cookie and saves a page load.
 */
export async function loginAsOwner(page: Page, path = '/admin', { throughScreen = false } = {}): Promise<void> {
  await chooseEnglish(page);
  if (throughScreen) {
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } else {
    const login = await page.request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
  }
  if (!throughScreen || path !== '/admin') await page.goto(path);
  // The panel's own addresses; the pages beside it (access logs, bookings) are checked by their tests.
  // (In whichever language the test chose: its heading in the panel's top bar.)
  if (/^\/admin(\?|$)/.test(path)) await expect(page.getByTestId('top-bar').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The language a test's owner reads the panel in, when it is not English. */
const ownerLanguages = new WeakMap<Page, Language>();

/**
 * The owner's tests read the panel in English: the choice a person makes in the language menu,
 * kept where the app keeps it (the `language` entry of the browser's storage, and the cookie the
 * server reads for `/`). Made again at each login, after any visitor's choice an earlier
 * `visit()` made on the same page, as the owner coming back to the panel would have made it
 * last; a test may choose another language for its owner first (docs/decisions.md, D-130).
 */
export async function chooseEnglish(page: Page): Promise<void> {
  await chooseLanguage(page, ownerLanguages.get(page) ?? 'en');
}

/** The owner of this test reads the panel in `language` (e.g. the spec's Italian words). */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  ownerLanguages.set(page, language);
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
  await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
}

export const OWNER_NAME = 'Nova Rivera';
export const OWNER_DESCRIPTION = 'Producer and DJ from Milano.';

const NO_TRACKING = {
  googleAnalytics: { measurementId: '', enabled: false },
  googleTagManager: { containerId: '', enabled: false },
  facebookPixel: { pixelId: '', enabled: false },
  customScripts: { headScripts: '', bodyScripts: '', enabled: false },
};

/**
 * The profile the panel's tests start from, and leave behind for the specs that follow: a known
 * name, the default background and footer, no photo, no tracking snippets.
 */
export async function arrangeOwnerProfile(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(
      `UPDATE profile.profiles SET name = $1, description = $2, profile_image = NULL, background_settings = $3, tracking_settings = $4,
         footer_settings = $5, is_demo = false`,
      [
        OWNER_NAME,
        OWNER_DESCRIPTION,
        JSON.stringify(DEFAULT_BACKGROUND_SETTINGS),
        JSON.stringify(NO_TRACKING),
        JSON.stringify({
          copyrightName: OWNER_NAME,
          copyrightYear: String(new Date().getFullYear()),
          privacyPolicyUrl: '',
          termsOfServiceUrl: '',
        }),
      ],
    );
  });
}

/** The Languages tab's own views, in their order. */
export const LANGUAGE_VIEWS = ['Profile Content', 'Section Content', 'UI Translations'];

/** The panel's own tabs (a form may have tabs of its own). */
export const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');

/** Opens a tab of the panel by its label, as a thumb would. */
export async function openTab(page: Page, label: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: label, exact: true }).click();
}

/** Dark mode as the panel reads it: the saved choice, applied before first paint. */
export async function preferDark(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
}
