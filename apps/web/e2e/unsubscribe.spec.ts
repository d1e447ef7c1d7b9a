import { expect, test, type Page } from '@playwright/test';
import type { Language, SubscriberPage } from '@stagelink/contracts';
import { contracts } from './support/common-js';
import { withDatabase } from './support/database';
import { loginAsOwner } from './support/owner';
import { screenProblems } from './support/page-checks';
import { expectNoAxeViolations, screenshot, toastWith, waitUntilInteractive } from './support/visit';
import { rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

const { textDirection, uiStringsFor } = contracts();

const statusOf = async (email: string) =>
  (await rows<{ status: string }>(`SELECT status FROM engagement.newsletter_subscriptions WHERE email = $1`, [email]))[0]?.status;

/** A subscription's link as the owner gets it from the API. */
async function linkOf(page: Page, email: string): Promise<string> {
  await loginAsOwner(page, '/admin?tab=analytics&view=subscribers');
  const answer = await page.request.get(`/api/admin/subscribers?search=${encodeURIComponent(email)}`);
  return ((await answer.json()) as SubscriberPage).subscribers[0]?.unsubscribeLink ?? '';
}

test.describe("a subscriber's unsubscribe link", () => {
  let link = '';

  test.beforeAll(async () => {
    await withDatabase(async (db) => {
      await db.query(`TRUNCATE engagement.newsletter_subscriptions`);
      await db.query(
        `INSERT INTO engagement.newsletter_subscriptions (email)
         VALUES ('fan@example.com'), ('other@example.com'), ('nojs@example.com'), ('ja@example.com'), ('ar@example.com')`,
      );
    });
  });

  test('the owner copies it from the panel', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsOwner(page, '/admin?tab=analytics&view=subscribers');
    const card = page.getByTestId('subscriber-card').filter({ hasText: 'fan@example.com' });
    await card.getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await expect(toastWith(page, 'Unsubscribe link copied')).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/unsubscribe\?id=\d+&token=[\w-]{43}$/);
  });

  test('opening it changes nothing; the button ends that subscription only, and the panel shows it', async ({ page }) => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Annullare l’iscrizione alla newsletter?' })).toBeVisible();
    expect(await statusOf('fan@example.com')).toBe('active');
    expect(await screenProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'unsubscribe-page');

    // Hydrated, the button calls the API and answers in place: the address stays the link's.
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Annulla iscrizione' }).click();
    await expect(page.getByRole('status')).toHaveText('Iscrizione annullata. Non riceverai più la newsletter.');
    await expect(page.getByRole('heading', { name: 'Iscrizione annullata' })).toBeVisible();
    expect(page.url()).toBe(link);
    await expect(page.getByRole('button', { name: 'Annulla iscrizione' })).toBeHidden();
    await expect.poll(() => statusOf('fan@example.com')).toBe('unsubscribed');
    expect(await statusOf('other@example.com')).toBe('active');

    await loginAsOwner(page, '/admin?tab=analytics&view=subscribers');
    const card = page.getByTestId('subscriber-card').filter({ hasText: 'fan@example.com' });
    await expect(card.getByTestId('subscriber-status')).toHaveText('Unsubscribed');
  });

  test('a tampered link is refused, and nothing changes', async ({ page }) => {
    const other = (await rows<{ id: number }>(`SELECT id FROM engagement.newsletter_subscriptions WHERE email = 'other@example.com'`))[0];
    const tampered = link.replace(/id=\d+/, `id=${other?.id}`);
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Questo link non è valido.' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    expect(await statusOf('other@example.com')).toBe('active');
  });

  test('works without JavaScript: the button posts the form and the result page says it is done', async ({ page, browser }) => {
    const noScriptLink = await linkOf(page, 'nojs@example.com');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(noScriptLink);
      await expect(visitor.getByRole('heading', { name: 'Annullare l’iscrizione alla newsletter?' })).toBeVisible();
      await expect(visitor.getByText('JavaScript')).toHaveCount(0);
      expect(await statusOf('nojs@example.com')).toBe('active');

      await visitor.getByRole('button', { name: 'Annulla iscrizione' }).click();
      await expect(visitor).toHaveURL(/\/unsubscribe$/);
      await expect(visitor.getByRole('heading', { name: 'Iscrizione annullata' })).toBeVisible();
      await expect(visitor.getByRole('status')).toHaveText('Iscrizione annullata. Non riceverai più la newsletter.');
      expect(await statusOf('nojs@example.com')).toBe('unsubscribed');
      expect(await statusOf('other@example.com')).toBe('active');
      // (axe-core runs on timers, which a page without scripts never fires: the page with them is checked above.)
      expect(await screenProblems(visitor)).toEqual([]);
      await screenshot(visitor, 'unsubscribe-without-javascript');
    } finally {
      await context.close();
    }
  });

  test('speaks English to a visitor whose language is English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. You will no longer receive the newsletter.');
    } finally {
      await context.close();
    }
  });

  // The page is the site's own (docs/decisions.md, D-150): in each of its ten languages, as `/` picks it.
  for (const { language, locale, email, dark } of [
    { language: 'ja', locale: 'ja-JP', email: 'ja@example.com', dark: false },
    { language: 'ar', locale: 'ar', email: 'ar@example.com', dark: true },
  ] satisfies { language: Language; locale: string; email: string; dark: boolean }[]) {
    test(`speaks ${language} to a visitor whose browser does, ${textDirection(language)}, ${dark ? 'dark' : 'light'} like the site`, async ({
      page,
      browser,
    }) => {
      const texts = uiStringsFor(language);
      const english = uiStringsFor('en');
      const visitorLink = await linkOf(page, email);
      const context = await browser.newContext({ locale, colorScheme: dark ? 'dark' : 'light', viewport: { width: 390, height: 844 } });
      try {
        const visitor = await context.newPage();
        await visitor.goto(visitorLink);
        await expect(visitor.locator('html')).toHaveAttribute('lang', language);
        await expect(visitor.locator('html')).toHaveAttribute('dir', textDirection(language));
        // The site's dark mode before the first paint (index.html), from the system's preference here.
        if (dark) await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
        await expect(visitor).toHaveTitle(texts['unsubscribe.title']);
        expect(texts['unsubscribe.heading']).not.toBe(english['unsubscribe.heading']);
        await expect(visitor.getByRole('heading', { name: texts['unsubscribe.heading'] })).toBeVisible();
        await expect(visitor.getByText(texts['unsubscribe.explanation'])).toBeVisible();
        await expect(visitor.getByRole('link', { name: texts['profile.backToTop'] })).toHaveAttribute('href', '/');
        expect(await statusOf(email)).toBe('active');
        expect(await screenProblems(visitor)).toEqual([]);
        await expectNoAxeViolations(visitor);
        await screenshot(visitor, `unsubscribe-page-${language}`);

        await waitUntilInteractive(visitor);
        await visitor.getByRole('button', { name: texts['unsubscribe.button'] }).click();
        await expect(visitor.getByRole('status')).toHaveText(texts['unsubscribe.done']);
        expect(visitor.url()).toBe(visitorLink);
        await expect(visitor.getByRole('heading', { name: texts['unsubscribe.doneHeading'] })).toBeVisible();
        await expect.poll(() => statusOf(email)).toBe('unsubscribed');
        expect(await statusOf('other@example.com')).toBe('active');
        await expectNoAxeViolations(visitor);
      } finally {
        await context.close();
      }
    });
  }

  test('tells a tampered link so in the language the visitor chose, with 403', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    try {
      await context.addCookies([{ name: 'language', value: 'ko', url: new URL(link).origin }]);
      const visitor = await context.newPage();
      const response = await visitor.goto(link.replace(/token=[\w-]+/, 'token=forged'));
      expect(response?.status()).toBe(403);
      const texts = uiStringsFor('ko');
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(visitor.getByRole('heading', { name: texts['unsubscribe.invalid'] })).toBeVisible();
      await expect(visitor.getByText(texts['unsubscribe.invalidHint'])).toBeVisible();
      await expect(visitor.getByRole('button')).toHaveCount(0);
      await expectNoAxeViolations(visitor);
    } finally {
      await context.close();
    }
  });
});
