import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangeSections } from './support/admin';
import { arrangeOwnerProfile, loginAsOwner } from './support/owner';
import { toastWith, visit } from './support/visit';

/**
 * The first useful edit on a phone (390×844): rename the artist and add one link, counted as a
 * thumb makes it. A tap is one touch on a control; a swipe is counted whenever the control to
 * tap next is not on the screen, as a person would scroll to it first; a typed field is one
 * field filled. The figures go to artifacts/first-edit.json and into the README (issue 27).
 */
class Thumb {
  taps = 0;
  swipes = 0;
  typedFields = 0;
  /** The controls a swipe was needed to reach. */
  readonly swipedTo: string[] = [];

  constructor(private readonly page: Page) {}

  async tap(target: Locator): Promise<void> {
    await target.waitFor();
    if (!(await onScreen(this.page, target))) {
      this.swipes += 1;
      this.swipedTo.push(String(target));
    }
    await target.tap();
    this.taps += 1;
  }

  async type(field: Locator, text: string): Promise<void> {
    await this.tap(field);
    await field.fill(text);
    this.typedFields += 1;
  }
}

async function onScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

test('the first useful edit on a phone: rename the artist and add one link', async ({ page }) => {
  await arrangeOwnerProfile();
  await arrangeSections([]);
  await loginAsOwner(page);
  const thumb = new Thumb(page);
  const started = Date.now();

  await thumb.type(page.getByLabel('Name', { exact: true }), 'Mara Sole');
  await thumb.tap(page.getByRole('button', { name: 'Save Profile' }));
  await expect(toastWith(page, 'Profile updated')).toBeVisible();

  await thumb.tap(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Sections', exact: true }));
  await thumb.tap(page.getByRole('button', { name: 'Add New Section' }));
  const dialog = page.getByRole('dialog');
  await thumb.tap(dialog.getByRole('button', { name: /^Custom Link / }));
  await thumb.type(dialog.getByLabel('Title', { exact: true }).first(), 'Tickets');
  await thumb.type(dialog.getByLabel('Link URL'), 'https://example.com/tickets');
  await thumb.tap(dialog.getByRole('button', { name: 'Create Section' }));
  await expect(toastWith(page, 'Section created')).toBeVisible();
  const seconds = (Date.now() - started) / 1000;

  const figures = { taps: thumb.taps, swipes: thumb.swipes, typedFields: thumb.typedFields, seconds, swipedTo: thumb.swipedTo };
  writeFileSync('artifacts/first-edit.json', `${JSON.stringify(figures, null, 2)}\n`);
  test.info().annotations.push({ type: 'first edit', description: JSON.stringify(figures) });

  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Sole');
  await expect(page.getByText('Tickets')).toBeVisible();
  await arrangeOwnerProfile();
});
