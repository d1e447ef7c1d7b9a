import { expect, test, type Page } from '@playwright/test';
import { contracts } from './support/common-js';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, loginAsOwner, OWNER_NAME } from './support/owner';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { axeViolations, screenshot, visit } from './support/visit';
import { arrangeVisitorPage } from './support/visitor-data';

const PROVIDER_URL = process.env.E2E_TRANSLATION_PROVIDER_URL ?? '';
const { LANGUAGE_NAMES, LANGUAGES, textDirection, uiStringsFor } = contracts();

/** Steers the local LibreTranslate the stack is configured with (libs/testing/src/fake-translation-provider.ts). */
async function provider(page: Page, path: 'reset' | 'fail', body: unknown = {}): Promise<void> {
  const answer = await page.request.post(`${PROVIDER_URL}/__fake/${path}`, { data: body });
  expect(answer.ok()).toBe(true);
}

const forgetTranslations = () =>
  withDatabase((db) => db.query('TRUNCATE i18n.profile_content, i18n.section_content, i18n.translations, i18n.machine_translations'));

const languageTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Picks a language in one of the tab's pickers by its English name. */
async function pick(page: Page, picker: string, language: string): Promise<void> {
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: new RegExp(language) }).click();
}

test.describe('languages', () => {
  test.beforeEach(async ({ page }) => {
    await arrangeVisitorPage();
    await arrangeOwnerProfile();
    await forgetTranslations();
    await provider(page, 'reset');
  });
  test.afterAll(forgetTranslations);

  test('each of the ten languages changes the interface text and <html lang dir>, without a reload', async ({ page }) => {
    // Ten languages, each loaded and painted: close to the default 30 s even on a machine to itself.
    test.setTimeout(60_000);
    await visit(page, '/');
    for (const language of [...LANGUAGES.filter((code) => code !== 'it'), 'it' as const]) {
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', textDirection(language));
      await expect(page.getByRole('button', { name: uiStringsFor(language)['text.readMore'] }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: OWNER_NAME })).toBeVisible();
      if (language === 'ar') await screenshot(page, 'languages-arabic');
    }
  });

  test("the owner's Spanish profile and section title reach a Spanish visitor, in the served HTML too", async ({ page, browser }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await pick(page, 'Target language', 'Spanish');
    const name = page.getByRole('textbox', { name: 'Name in Spanish' });
    await expect(page.getByText(OWNER_NAME).first()).toBeVisible();
    await name.fill('Nova Rivera (ES)');
    await page.getByRole('textbox', { name: 'Description in Spanish' }).fill('Productora y DJ de Milán.');
    await page.getByRole('button', { name: 'Save Profile Translation' }).click();
    await expect(page.getByText('Written by you').first()).toBeVisible();

    await languageTab(page, 'Section Content').click();
    await page.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: /^Stay in touch/ }).click();
    await page.getByRole('textbox', { name: 'Title in Spanish' }).fill('Mantente en contacto');
    await page.getByRole('textbox', { name: 'Button text in Spanish' }).fill('Unirme');
    await page.getByRole('button', { name: 'Save Section Translation' }).click();
    await expect(page.getByText('Written by you').first()).toBeVisible();
    await screenshot(page, 'languages-tab-section-content');

    const visitor = await browser.newPage();
    await visit(visitor, '/', { language: 'es', dark: false });
    await expect(visitor.getByRole('heading', { name: 'Nova Rivera (ES)' })).toBeVisible();
    await expect(visitor.getByText('Productora y DJ de Milán.')).toBeVisible();
    await expect(visitor.getByText('Mantente en contacto')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Unirme' })).toBeVisible();
    const html = await (await visitor.request.get('/', { headers: { cookie: 'language=es' } })).text();
    expect(html).toContain('Nova Rivera (ES)');
    expect(html).toContain('Mantente en contacto');

    // Back in Italian, without a reload, the originals return.
    await visitor.getByTestId('language-menu').click();
    await visitor.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await expect(visitor.getByRole('heading', { name: OWNER_NAME })).toBeVisible();
    await expect(visitor.getByText('Stay in touch')).toBeVisible();
    await visitor.close();
  });

  test('auto-translates the profile from Italian to English through the queue, and / in English shows it', async ({ page, browser }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await expect(page.getByRole('combobox', { name: 'Source language' })).toContainText('Italian');
    await expect(page.getByRole('combobox', { name: 'Target language' })).toContainText('English');
    await page.getByRole('button', { name: 'Auto-Translate Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Translation done' })).toContainText('2 translated');
    await expect(page.getByRole('textbox', { name: 'Name in English' })).toHaveValue(`[en] ${OWNER_NAME}`);
    await expect(page.getByText('Machine-translated').first()).toBeVisible();

    const visitor = await browser.newPage();
    await visit(visitor, '/', { language: 'en', dark: false });
    await expect(visitor.getByRole('heading', { name: `[en] ${OWNER_NAME}` })).toBeVisible();
    await visitor.close();
  });

  test('Auto-Translate Profile is disabled while source and target are the same language', async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await pick(page, 'Target language', 'Italian');
    await expect(page.getByRole('button', { name: 'Auto-Translate Profile' })).toBeDisabled();
  });

  test("a provider outage shows the failure, with the provider's reason, in the tab", async ({ page }) => {
    await provider(page, 'fail', { failure: { status: 503, message: 'Translation engine is down' }, times: 2 });
    await loginAsOwner(page, '/admin?tab=languages');
    await page.getByRole('button', { name: 'Auto-Translate Profile' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Translation failed' });
    await expect(failure).toContainText('after 2 tries: LibreTranslate answered 503: Translation engine is down');
    await screenshot(page, 'languages-tab-failure');
    await expect(page.getByRole('textbox', { name: 'Name in English' })).toHaveValue('');
  });

  for (const viewport of [
    { width: 390, height: 844, name: 'phone', dark: false },
    { width: 390, height: 844, name: 'phone-dark', dark: true },
    { width: 1280, height: 800, name: 'desktop', dark: false },
  ]) {
    test(`the Languages tab fits the ${viewport.name} screen with thumb-sized controls and no axe violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: viewport.dark ? 'dark' : 'light' });
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), viewport.dark);
      await loginAsOwner(page, '/admin?tab=languages');
      await expect(page.getByRole('button', { name: 'Auto-Translate Profile' })).toBeVisible();
      await expect(page.locator('ol > li')).toHaveCount(0, { timeout: 10_000 });
      for (const tab of ['Profile Content', 'Section Content', 'UI Translations']) {
        await languageTab(page, tab).click();
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
        expect(await horizontalOverflow(page), tab).toEqual([]);
        expect(await smallTapTargets(page), tab).toEqual([]);
        expect(await axeViolations(page), tab).toEqual([]);
      }
      await languageTab(page, 'Profile Content').click();
      await page.screenshot({ path: `artifacts/screenshots/languages-tab-${viewport.name}.png`, fullPage: true });
    });
  }
});
