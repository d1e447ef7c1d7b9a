import { expect, test, type Page } from '@playwright/test';
import { choose, openAdminTab } from './support/admin';
import { contracts } from './support/common-js';
import { withDatabase } from './support/database';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { screenshot, toastWith, visit } from './support/visit';
import { rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

interface StoredBooking {
  button: Record<string, unknown>;
  modal: { title: string; description: string; buttons: Record<string, unknown>[] };
}

const storedBooking = async () =>
  (await rows<StoredBooking>(`SELECT booking_button_settings AS button, booking_modal_settings AS modal FROM profile.profiles`))[0];

const { DEFAULT_BOOKING_BUTTON_SETTINGS, DEFAULT_BOOKING_MODAL_SETTINGS } = contracts();

const DEFAULT_BUTTON = DEFAULT_BOOKING_BUTTON_SETTINGS;

/** The dialog as the visitor tests expect it: the defaults, with a number on the first call button. */
const DEFAULT_MODAL = {
  ...DEFAULT_BOOKING_MODAL_SETTINGS,
  buttons: DEFAULT_BOOKING_MODAL_SETTINGS.buttons.map((button) =>
    button.id === 'call-1' ? { ...button, phone: '+39 333 1234567' } : button,
  ),
};

const arrangeBooking = () =>
  withDatabase((db) =>
    db.query(`UPDATE profile.profiles SET booking_button_settings = $1, booking_modal_settings = $2`, [
      JSON.stringify(DEFAULT_BUTTON),
      JSON.stringify(DEFAULT_MODAL),
    ]),
  );

async function openModalSettings(page: Page) {
  await openAdminTab(page, 'booking-settings');
  await page.getByRole('tab', { name: 'Modal Settings' }).click();
  return page.getByTestId('modal-settings-form');
}

test.beforeEach(arrangeBooking);
// The visitor pages' tests find the booking as they expect it.
test.afterAll(arrangeBooking);

test.describe('the Booking Settings tab, on a phone', () => {
  test('button text, width and corner are saved, and the page shows them', async ({ page }) => {
    await openAdminTab(page, 'booking-settings');
    await expect(page.getByRole('tab', { name: 'Button Settings', selected: true })).toBeVisible();
    const form = page.getByTestId('button-settings-form');
    await form.getByLabel('Button text').fill('PRENOTA ORA');
    await form.getByLabel('Width (px)').fill('150');
    await choose(form, 'Position', 'Top right');
    await choose(form, 'Animation', 'None');
    await choose(form, 'Icon', 'Phone');
    await form.getByRole('button', { name: 'Save Button Settings' }).click();
    await expect(toastWith(page, 'Booking button updated')).toBeVisible();
    expect((await storedBooking())?.button).toEqual({
      text: 'PRENOTA ORA',
      icon: 'Phone',
      width: 150,
      animationType: 'none',
      position: 'top-right',
      isVisible: true,
    });

    await visit(page, '/');
    const pinned = page.getByTestId('top-bar').getByTestId('booking-button');
    await expect(pinned).toHaveText('PRENOTA ORA');
    // The owner's own bar also holds the logout (D-113): the button still fits on the screen whole.
    const ownersBox = await pinned.boundingBox();
    expect(ownersBox && ownersBox.x >= 0 && ownersBox.x + ownersBox.width <= 390).toBe(true);

    // Where a visitor sees it, with no owner's controls beside it.
    await page.context().clearCookies();
    await visit(page, '/');
    await expect(pinned).toHaveText('PRENOTA ORA');
    const box = await pinned.boundingBox();
    expect(box?.width).toBe(150);
    // The end of the bar (right, on this left-to-right page): after its middle, not its first control.
    expect(await pinned.evaluate((button) => button.previousElementSibling !== null)).toBe(true);
    expect(box?.x).toBeGreaterThan(390 / 2 - 150);
    await expect(page.getByTestId('booking-card')).toContainText('PRENOTA ORA');
  });

  test('hiding the button takes it off the page; the preview says so', async ({ page }) => {
    await openAdminTab(page, 'booking-settings');
    const form = page.getByTestId('button-settings-form');
    await form.getByRole('switch', { name: 'Show the booking button' }).click();
    await expect(page.getByText('Hidden: visitors do not see the pinned button.')).toBeVisible();
    await form.getByRole('button', { name: 'Save Button Settings' }).click();
    await expect(toastWith(page, 'Booking button updated')).toBeVisible();
    await visit(page, '/');
    await expect(page.getByTestId('booking-card')).toBeVisible();
    await expect(page.getByTestId('booking-button')).toHaveCount(0);
  });

  test('the previews follow what is typed, before anything is saved', async ({ page }) => {
    await openAdminTab(page, 'booking-settings');
    const form = page.getByTestId('button-settings-form');
    await form.getByLabel('Button text').fill('CIAO');
    await expect(page.getByTestId('button-preview').getByTestId('booking-button')).toContainText('CIAO');
    await form.getByLabel('Width (px)').fill('200');
    await expect.poll(async () => (await page.getByTestId('button-preview').getByTestId('booking-button').boundingBox())?.width).toBe(200);

    await page.getByRole('tab', { name: 'Modal Settings' }).click();
    const modal = page.getByTestId('modal-settings-form');
    await modal.getByLabel('Modal title').fill('CONCERTI');
    await modal.getByLabel('Modal description').fill('Scrivimi quando vuoi.');
    const preview = page.getByTestId('modal-preview');
    await expect(preview.getByTestId('modal-preview-title')).toHaveText('CONCERTI');
    await expect(preview.getByTestId('modal-preview-description')).toHaveText('Scrivimi quando vuoi.');
    await modal.getByLabel('Text', { exact: true }).nth(2).fill('Scrivimi');
    await expect(preview.getByText('Scrivimi', { exact: true })).toBeVisible();
    // The second call button has no number: the preview leaves it out, as the page does, and says so.
    await expect(preview.getByText('Chiama (secondo numero)')).toHaveCount(0);
    await expect(page.getByText('A call button without a number is not shown to visitors.')).toBeVisible();
    // Both forms keep what was typed while the owner moves between them.
    await page.getByRole('tab', { name: 'Button Settings' }).click();
    await expect(form.getByLabel('Button text')).toHaveValue('CIAO');
    expect((await storedBooking())?.modal.title).toBe('PER EVENTI');
  });

  test('modal title, description and buttons (added, hidden, moved) are saved and shown in the dialog on the page', async ({ page }) => {
    const form = await openModalSettings(page);
    await form.getByLabel('Modal title').fill('CONCERTI E SERATE');
    await form.getByLabel('Modal description').fill('Come preferisci.');

    // A custom link button, red, with its action URL.
    await form.getByRole('button', { name: 'Add button' }).click();
    const added = form.getByText('5. New button');
    await expect(added).toBeVisible();
    // Several buttons have these fields: the new one's are the last.
    await form.getByLabel('Type', { exact: true }).last().click();
    await page.getByRole('option', { name: 'Custom link' }).click();
    await form.getByLabel('Text', { exact: true }).last().fill('Biglietti');
    await form.getByLabel('Action URL').fill('https://example.com/tickets');
    await form.getByLabel('Colour', { exact: true }).last().click();
    await page.getByRole('option', { name: 'Red' }).click();
    // It goes first; the message button is hidden; the second call button gets a number.
    for (let step = 0; step < 4; step += 1) await form.getByRole('button', { name: `Move button ${5 - step} up` }).click();
    await expect(form.getByText('1. Biglietti')).toBeVisible();
    await form.getByRole('switch', { name: 'Visible' }).nth(3).click();
    await form.getByLabel('Phone number').nth(1).fill('+39 02 1234567');
    await form.getByRole('button', { name: 'Save Modal Settings' }).click();
    await expect(toastWith(page, 'Modal settings updated')).toBeVisible();

    const modal = (await storedBooking())?.modal;
    expect(modal?.title).toBe('CONCERTI E SERATE');
    expect(modal?.description).toBe('Come preferisci.');
    expect(modal?.buttons.map(({ text, order, isVisible }) => ({ text, order, isVisible }))).toEqual([
      { text: 'Biglietti', order: 0, isVisible: true },
      { text: 'Chiama', order: 1, isVisible: true },
      { text: 'Chiama (secondo numero)', order: 2, isVisible: true },
      { text: 'Invia un messaggio', order: 3, isVisible: false },
      { text: 'Ti richiamiamo noi', order: 4, isVisible: true },
    ]);
    expect(modal?.buttons[0]).toMatchObject({
      type: 'custom',
      actionUrl: 'https://example.com/tickets',
      color: 'bg-red-600 hover:bg-red-700',
    });

    await visit(page, '/', undefined, { settled: true });
    await page.getByTestId('booking-button').click();
    const dialog = page.getByTestId('booking-dialog');
    await expect(dialog.getByRole('heading', { name: 'CONCERTI E SERATE' })).toBeVisible();
    await expect(dialog).toContainText('Come preferisci.');
    await expect(dialog.getByTestId('booking-menu').locator(':scope > *')).toHaveText([
      'Biglietti',
      'Chiama',
      'Chiama (secondo numero)',
      'Ti richiamiamo noi',
    ]);
    await expect(dialog.getByRole('link', { name: 'Biglietti' })).toHaveAttribute('href', 'https://example.com/tickets');
    await expect(dialog.getByRole('link', { name: 'Chiama (secondo numero)' })).toHaveAttribute('href', 'tel:+39021234567');
  });

  test("'Modal title is required', 'Modal description is required', and a custom button needs its URL", async ({ page }) => {
    const form = await openModalSettings(page);
    await form.getByLabel('Modal title').fill('');
    await form.getByLabel('Modal description').fill(' ');
    await form.getByLabel('Type', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Custom link' }).click();
    await form.getByRole('button', { name: 'Save Modal Settings' }).click();
    await expect(form.getByText('Modal title is required')).toBeVisible();
    await expect(form.getByText('Modal description is required')).toBeVisible();
    await expect(form.getByText('A custom button needs its action URL')).toBeVisible();
    expect((await storedBooking())?.modal).toEqual(DEFAULT_MODAL);
  });

  test('layout on a phone: no sideways scroll, 44 px targets, the preview under the form', async ({ page }) => {
    await openAdminTab(page, 'booking-settings');
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page, { within: '[role=tabpanel]' })).toEqual([]);
    const formBox = await page.getByTestId('button-settings-form').boundingBox();
    const previewBox = await page.getByTestId('button-preview').boundingBox();
    expect(previewBox?.y).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0) - 1);
    await screenshot(page, 'admin-booking-button-phone');

    await page.getByRole('tab', { name: 'Modal Settings' }).click();
    await expect(page.getByTestId('modal-settings-form')).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page, { within: '[role=tabpanel]' })).toEqual([]);
    await screenshot(page, 'admin-booking-modal-phone');
  });
});

test.describe('the Booking Settings tab, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the preview sits beside the form; no sideways scroll', async ({ page }) => {
    await openAdminTab(page, 'booking-settings');
    const formBox = await page.getByTestId('button-settings-form').boundingBox();
    const previewBox = await page.getByTestId('button-preview').boundingBox();
    expect(previewBox?.x).toBeGreaterThan((formBox?.x ?? 0) + (formBox?.width ?? 0) - 1);
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshot(page, 'admin-booking-button-desktop');
    await page.getByRole('tab', { name: 'Modal Settings' }).click();
    await expect(page.getByTestId('modal-preview')).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshot(page, 'admin-booking-modal-desktop');
  });
});
