import { expect, test, type Page } from '@playwright/test';
import { problemsWhileScrolling, screenProblems } from './support/page-checks';
import { axeViolations, lookName, LOOKS, screenshot, screenshotWholePage, visit } from './support/visit';
import { arrangeVisitorPage } from './support/visitor-data';

/**
 * The visitor's page as it is painted, on a phone and on a laptop, in light and dark, left to
 * right (Italian) and right to left (Arabic): nothing wider than the screen, nothing covering
 * a control, every control a thumb's size, every button's text readable on its background.
 * axe-core's WCAG 2.2 A and AA rules run on the phone. Screenshots go to artifacts/screenshots.
 */
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, axe: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, axe: false },
];

test.beforeAll(async () => {
  await arrangeVisitorPage();
});

for (const screen of SCREENS) {
  test.describe(`at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    for (const look of LOOKS) {
      test(`${lookName(look)}: the page and its dialogs can be read and tapped`, async ({ page }) => {
        // Every check at every half screen of the page, then in three dialogs, axe on the phone.
        test.setTimeout(60_000);
        const name = `${screen.name}-${lookName(look)}`;
        const check = async (what: string) => {
          expect(await screenProblems(page), what).toEqual([]);
          if (screen.axe) expect(await axeViolations(page), what).toEqual([]);
        };
        await visit(page, '/', look, { settled: true });
        await expect(page.getByTestId('section-custom')).toBeVisible();
        expect(await problemsWhileScrolling(page), 'the page, scrolled top to bottom').toEqual([]);
        if (screen.axe) expect(await axeViolations(page), 'the page').toEqual([]);
        await screenshotWholePage(page, `visitor-${name}`);

        const booking = await openBookingDialog(page);
        await check('the booking dialog');
        await screenshot(page, `booking-dialog-${name}`);
        // The owner's button texts are the same in every language.
        await booking.getByRole('button', { name: 'Invia un messaggio' }).click();
        await expect(booking.getByTestId('message-form')).toBeVisible();
        expect(await screenProblems(page), 'the message form').toEqual([]);
        await screenshot(page, `booking-message-form-${name}`);
        await page.keyboard.press('Escape');
        await expect(booking).toBeHidden();

        await page.getByTestId('section-custom').getByRole('link').click();
        await expect(page.getByTestId('link-confirm-dialog')).toBeVisible();
        await check('the link dialog');
        await screenshot(page, `link-dialog-${name}`);
      });
    }
  });
}

async function openBookingDialog(page: Page) {
  await page.getByTestId('booking-card-button').click();
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog.getByRole('button', { name: 'Invia un messaggio' })).toBeVisible();
  return dialog;
}
