import { expect, test, type Page } from '@playwright/test';
import { contracts } from './support/common-js';
import { axeViolations, closeWithEscape, lookName, LOOKS, toastWith, visit } from './support/visit';
import { arrangeVisitorPage, rows } from './support/visitor-data';

/**
 * WCAG 2.2 A and AA with axe-core on the pages the visitor page's own checks do not cover
 * (visitor-layout.spec.ts runs it on / and its dialogs), and what axe cannot see: the page
 * used with the keyboard alone, focus that shows and stays in a dialog, and reduced motion.
 */
test.beforeAll(async () => {
  await arrangeVisitorPage();
});

for (const look of LOOKS) {
  test(`axe finds nothing on the login and 404 pages (${lookName(look)})`, async ({ page }) => {
    await visit(page, '/admin/login', look);
    // In the look's language, as the panel's strings give it (docs/decisions.md, D-130).
    const panelStrings = await contracts().PANEL_STRING_LOADERS[look.language]();
    await expect(page.getByRole('heading', { name: panelStrings['admin.login.title'] })).toBeVisible();
    expect(await axeViolations(page), '/admin/login').toEqual([]);
    await visit(page, '/no/such/page', look);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(await axeViolations(page), '404').toEqual([]);
  });
}

test('a visitor books with the keyboard alone; focus shows, stays in the dialog and returns to its opener', async ({ page }) => {
  await visit(page);
  // Tab from the top of the page to the booking card's button, every stop showing where focus is.
  const opener = page.getByTestId('booking-card-button');
  for (let stop = 0; stop < 12 && !(await isFocused(page, 'booking-card-button')); stop++) {
    await page.keyboard.press('Tab');
    expect(await focusIndicator(page), `tab stop ${stop + 1}`).toBe(true);
  }
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog).toBeVisible();

  // Focus cycles within the dialog, never behind it.
  for (let stop = 0; stop < 8; stop++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=booking-dialog]') !== null), `tab ${stop + 1}`).toBe(
      true,
    );
    expect(await focusIndicator(page), `tab ${stop + 1} in the dialog`).toBe(true);
  }
  await focusByTab(page, 'Invia un messaggio');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('message-form')).toBeVisible();
  await focusByTab(page, 'Nome');
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only the keys.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Messaggio inviato!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await rows(`SELECT email, message FROM bookings.booking_submissions WHERE name = 'Keyboard Kim'`)).toEqual([
    { email: 'kim@example.com', message: 'Only the keys.' },
  ]);

  // The link dialog, too, gives focus back when it closes.
  const card = page.getByTestId('section-spotify').getByRole('link');
  await card.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('link-confirm-dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await closeWithEscape(page, confirm);
  await expect(card).toBeFocused();
});

test("focus stays on the language button when the menu's code arrives after the visitor tabbed to it", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/language-menu-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await visit(page);
  const language = page.getByTestId('language-menu');
  for (let stop = 0; stop < 5 && !(await isFocused(page, 'language-menu')); stop++) await page.keyboard.press('Tab');
  await expect(language).toBeFocused();
  const arrived = page.waitForResponse(/language-menu-.*\.js/);
  release();
  await arrived;
  await expect(language).toHaveAttribute('aria-haspopup', 'menu');
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
});

test('with reduced motion the carousel jumps, and the booking button and background stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page);
  expect(await page.getByTestId('booking-button').evaluate((button) => button.querySelector('.sl-marquee')?.getAnimations().length)).toBe(
    0,
  );
  const track = page.getByTestId('video-slide').first().locator('..');
  const next = page.getByRole('button', { name: 'Video successivo' });
  // The carousel's code runs after the visitor's first touch (docs/decisions.md, D-72): a first
  // press starts it and moves on; the second shows how it moves once running.
  const initial = await track.evaluate((element) => getComputedStyle(element).transform);
  await next.click();
  await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(initial);
  const before = await track.evaluate((element) => getComputedStyle(element).transform);
  // Pressed, and read two frames later: a slide would still be on its way.
  const moved = await next.evaluate(async (button: HTMLElement) => {
    const track = document.querySelector('[data-testid=video-slide]')?.parentElement;
    if (!track) throw new Error('no track');
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const early = getComputedStyle(track).transform;
    await new Promise((resolve) => setTimeout(resolve, 700));
    return { early, late: getComputedStyle(track).transform };
  });
  expect(moved.late).not.toBe(before);
  expect(moved.early).toBe(moved.late);
});

/** Whether the focused element draws a visible indicator: an outline, or a ring (box-shadow). */
async function focusIndicator(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

async function isFocused(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
}

/** Presses Tab until the control with this name (text, label or aria-label) has focus. */
async function focusByTab(page: Page, name: string): Promise<void> {
  for (let stop = 0; stop < 15; stop++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return (label ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}
