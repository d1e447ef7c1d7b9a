import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@stagelink/contracts';
import { contracts } from './support/common-js';
import { withDatabase } from './support/database';
import { arrangeOwnerProfile, LANGUAGE_VIEWS, loginAsOwner, OWNER_NAME } from './support/owner';
import { horizontalOverflow, placeholderOverflow, smallTapTargets } from './support/page-checks';
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

/** Marks the page's window: a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => ((window as { stagelinkMark?: string }).stagelinkMark = 'still here'));
const pageMark = (page: Page) => page.evaluate(() => (window as { stagelinkMark?: string }).stagelinkMark);

/** Picks a language in the top bar's menu, as a visitor does. */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click();
}

/** The services of the "Work together" section, as the owner's section form saves them. */
const setServices = (services: Record<string, string>[]) =>
  withDatabase((db) => db.query(`UPDATE profile.sections SET data = $1 WHERE title = 'Work together'`, [JSON.stringify({ services })]));

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

  test('each of the ten languages changes the interface text and <html lang dir>, without a reload, and the newsletter placeholder fits', async ({
    page,
  }) => {
    // Ten switches, each loading a language's strings and content.
    test.setTimeout(60_000);
    await visit(page, '/');
    await markPage(page);
    const newsletter = page.getByTestId('section-newsletter').getByRole('textbox');
    for (const language of [...LANGUAGES.filter((code) => code !== 'it'), 'it' as const]) {
      const strings = uiStringsFor(language);
      await chooseLanguage(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', textDirection(language));
      await expect(page.getByRole('button', { name: strings['text.readMore'] }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: OWNER_NAME })).toBeVisible();
      // Which words each part shows is the component tests' (test/profile/visitor-strings.test.tsx);
      // whether they fit needs the browser's fonts and layout.
      await expect(newsletter).toHaveAttribute('placeholder', strings['newsletter.placeholder']);
      expect(await newsletter.evaluate(placeholderOverflow), `${language}: the placeholder runs past its field by`).toBeLessThanOrEqual(0);
      if (language === 'ar') await screenshot(page, 'languages-arabic');
    }
    expect(await pageMark(page)).toBe('still here');
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
    await visitor.close();

    // The served HTML itself, read with scripts off: its head and the markup rendered on the server.
    const served = await browser.newContext({ javaScriptEnabled: false });
    await served.addCookies([{ name: 'language', value: 'es', url: process.env.E2E_BASE_URL }]);
    const html = await served.newPage();
    await html.goto('/');
    await expect(html).toHaveTitle('Nova Rivera (ES)');
    await expect(html.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Nova Rivera (ES)');
    const root = html.locator('#root');
    await expect(root.getByRole('heading', { name: 'Nova Rivera (ES)' })).toBeVisible();
    await expect(root.getByText('Mantente en contacto')).toBeVisible();
    await served.close();
  });

  test("the owner's booking button and dialog in Japanese reach a Japanese visitor; an Italian visitor keeps the originals (D-140)", async ({
    page,
    browser,
  }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await pick(page, 'Target language', 'Japanese');
    await page.getByRole('textbox', { name: 'Booking button in Japanese' }).fill('イベントのご依頼はこちら');
    await page.getByRole('textbox', { name: 'Contact dialog title in Japanese' }).fill('イベントについて');
    await page.getByRole('textbox', { name: 'Dialog button “Invia un messaggio” in Japanese' }).fill('メッセージを送る');
    await page.getByRole('button', { name: 'Save Profile Translation' }).click();
    await expect(page.getByText('Written by you')).toHaveCount(3);

    const japanese = await browser.newPage();
    await visit(japanese, '/', { language: 'ja', dark: false });
    await expect(japanese.getByTestId('booking-button')).toContainText('イベントのご依頼はこちら');
    await japanese.getByTestId('booking-button').click();
    const dialog = japanese.getByTestId('booking-dialog');
    await expect(dialog.getByRole('heading', { name: 'イベントについて' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'メッセージを送る' })).toBeVisible();
    await japanese.close();

    const italian = await browser.newPage();
    await visit(italian, '/', { language: 'it', dark: false });
    await expect(italian.getByTestId('booking-button')).toContainText('PER EVENTI CLICCA QUI');
    await expect(italian.getByText('イベントのご依頼はこちら')).toHaveCount(0);
    await italian.close();
  });

  test("switching to Spanish in the top bar brings the owner's Spanish words and the title, without a reload", async ({
    page,
    browser,
  }) => {
    await loginAsOwner(page);
    const profile = (await (await page.request.get('/api/profile')).json()) as { id: number };
    const sections = (await (await page.request.get('/api/sections')).json()) as { id: number; title: string }[];
    const newsletter = sections.find((section) => section.title === 'Stay in touch');
    const saved = [
      await page.request.put(`/api/profile-content/${profile.id}/es`, {
        data: { name: 'Nova Rivera (ES)', description: 'Productora y DJ de Milán.' },
      }),
      await page.request.put(`/api/section-content/${newsletter?.id ?? 0}/es`, { data: { title: 'Mantente en contacto' } }),
    ];
    expect(saved.map((answer) => answer.status())).toEqual([200, 200]);

    // An Italian visitor switches to Spanish in the top bar: the owner's Spanish words and the
    // title come without a reload, and going back to Italian brings the originals back.
    const switcher = await browser.newPage();
    await visit(switcher, '/', { language: 'it', dark: false });
    await expect(switcher).toHaveTitle(OWNER_NAME);
    await markPage(switcher);
    await chooseLanguage(switcher, 'es');
    await expect(switcher.getByRole('heading', { name: 'Nova Rivera (ES)' })).toBeVisible();
    await expect(switcher.getByText('Productora y DJ de Milán.')).toBeVisible();
    await expect(switcher.getByText('Mantente en contacto')).toBeVisible();
    await expect(switcher).toHaveTitle('Nova Rivera (ES)');
    await chooseLanguage(switcher, 'it');
    await expect(switcher.getByRole('heading', { name: OWNER_NAME })).toBeVisible();
    await expect(switcher.getByText('Stay in touch')).toBeVisible();
    await expect(switcher).toHaveTitle(OWNER_NAME);
    expect(await pageMark(switcher)).toBe('still here');
    await switcher.close();
  });

  test('the current language of the Languages tab switches the panel, <html lang dir> and the saved choice', async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await markPage(page);
    await pick(page, 'Current language (how you see your page)', 'Arabic');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The panel itself now speaks Arabic, its language names too (docs/decisions.md, D-130).
    const current = 'اللغة الحالية (كيف ترى صفحتك)';
    await expect(page.getByRole('combobox', { name: current })).toContainText('العربية');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('ar');
    await pick(page, current, 'الإيطالية');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await pageMark(page)).toBe('still here');
  });

  test('an unsaved edit survives a job that finishes meanwhile, and the tab offers what the job wrote', async ({ page }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    const name = page.getByRole('textbox', { name: 'Name in English' });
    await expect(name).toHaveValue('');
    await name.fill('Nova (my draft)');
    await page.getByRole('button', { name: 'Auto-Translate Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Translation done' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'This translation was changed elsewhere' });
    await expect(notice).toBeVisible();
    await expect(name).toHaveValue('Nova (my draft)');
    await notice.getByRole('button', { name: 'Load the new version' }).click();
    await expect(name).toHaveValue(`[en] ${OWNER_NAME}`);
    await expect(notice).toHaveCount(0);
  });

  test("a list item's translation follows the item when the owner reorders, and one written for an earlier original asks for attention", async ({
    page,
    browser,
  }) => {
    // Two pages, a reload and an accessibility check.
    test.setTimeout(60_000);
    const openServices = async () => {
      await pick(page, 'Target language', 'Spanish');
      await languageTab(page, 'Section Content').click();
      await page.getByRole('combobox', { name: 'Section' }).click();
      await page.getByRole('option', { name: /^Work together/ }).click();
    };
    await loginAsOwner(page, '/admin?tab=languages');
    await openServices();
    await page.getByRole('textbox', { name: 'Service 1 name in Spanish' }).fill('Videoclips');
    await page.getByRole('textbox', { name: 'Service 2 name in Spanish' }).fill('Portadas');
    await page.getByRole('button', { name: 'Save Section Translation' }).click();
    await expect(page.getByText('Written by you')).toHaveCount(2);

    // The owner puts Cover art first, and renames the music videos.
    await setServices([
      { icon: 'palette', name: 'Cover art', description: 'Sleeves and posters.', color: 'orange' },
      { icon: 'camera', name: 'Music videos in 4K', description: 'Direction and editing.', color: 'blue' },
    ]);
    const visitor = await browser.newPage();
    await visit(visitor, '/', { language: 'es', dark: false });
    const book = uiStringsFor('es')['collaboration.book'];
    const services = visitor.getByRole('listitem').filter({ has: visitor.getByRole('button', { name: new RegExp(`^${book}: `) }) });
    await expect(visitor.getByText('Portadas')).toBeVisible();
    await expect(visitor.getByText('Music videos in 4K')).toBeVisible();
    await expect(visitor.getByText('Videoclips')).toHaveCount(0);
    expect(await services.allTextContents()).toEqual([expect.stringContaining('Portadas'), expect.stringContaining('Music videos in 4K')]);

    await page.reload();
    await openServices();
    await expect(page.getByRole('textbox', { name: 'Service 1 name in Spanish' })).toHaveValue('Portadas');
    const second = page.getByRole('textbox', { name: 'Service 2 name in Spanish' });
    await expect(second).toHaveValue('');
    await expect(page.getByText('Needs attention')).toHaveCount(1);
    await expect(page.getByText('This translation was written for “Music videos”')).toBeVisible();
    const useIt = page.getByRole('button', { name: 'Use it for Service 2 name' });
    await useIt.scrollIntoViewIfNeeded();
    await screenshot(page, 'languages-tab-needs-attention');
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await useIt.click();
    await expect(second).toHaveValue('Videoclips');
    await page.getByRole('button', { name: 'Save Section Translation' }).click();
    await expect(page.getByText('Needs attention')).toHaveCount(0);
    await expect(page.getByText('Written by you')).toHaveCount(2);

    await visitor.reload();
    await expect(visitor.getByText('Videoclips')).toBeVisible();
    await visitor.close();
  });

  test('auto-translates the profile from Italian to English through the queue, and / in English shows it', async ({ page, browser }) => {
    await loginAsOwner(page, '/admin?tab=languages');
    await expect(page.getByRole('combobox', { name: 'Source language' })).toContainText('Italian');
    await expect(page.getByRole('combobox', { name: 'Target language' })).toContainText('English');
    await page.getByRole('button', { name: 'Auto-Translate Profile' }).click();
    // The name, the description, and the booking button's and dialog's seven texts (D-140).
    await expect(page.getByRole('status').filter({ hasText: 'Translation done' })).toContainText('9 translated');
    await expect(page.getByRole('textbox', { name: 'Name in English' })).toHaveValue(`[en] ${OWNER_NAME}`);
    await expect(page.getByText('Machine-translated').first()).toBeVisible();

    const visitor = await browser.newPage();
    await visit(visitor, '/', { language: 'en', dark: false });
    await expect(visitor.getByRole('heading', { name: `[en] ${OWNER_NAME}` })).toBeVisible();
    await visitor.close();
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

  // Its light phone and desktop screens are checked with the panel's other tabs (admin-panel-shell.spec.ts).
  test('the Languages tab fits the phone screen in dark mode with thumb-sized controls and no axe violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    await loginAsOwner(page, '/admin?tab=languages');
    await expect(page.getByRole('button', { name: 'Auto-Translate Profile' })).toBeVisible();
    await expect(page.locator('ol > li')).toHaveCount(0, { timeout: 10_000 });
    for (const tab of LANGUAGE_VIEWS) {
      await languageTab(page, tab).click();
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
      expect(await horizontalOverflow(page), tab).toEqual([]);
      expect(await smallTapTargets(page), tab).toEqual([]);
      expect(await axeViolations(page), tab).toEqual([]);
    }
    await languageTab(page, 'Profile Content').click();
    await page.screenshot({ path: 'artifacts/screenshots/languages-tab-phone-dark.png', fullPage: true });
  });
});
