import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { withDatabase } from './database';
import { loginAsOwner } from './owner';

/** Logs in as the owner and opens a tab of the panel by its address. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await loginAsOwner(page, `/admin?tab=${tab}`);
  // The panel's own tab; a tab with sub-tabs (Booking Settings) selects one of those too.
  await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
}

export interface SectionRow {
  type: string;
  title: string;
  data?: Record<string, unknown>;
  isVisible?: boolean;
}

/** Only these sections, in this order; no likes or configured likes. Answers their ids. */
export async function arrangeSections(sections: SectionRow[]): Promise<number[]> {
  return withDatabase(async (db) => {
    await db.query(`DELETE FROM profile.sections`);
    await db.query(`TRUNCATE engagement.likes, engagement.like_totals, engagement.artificial_likes`);
    const ids: number[] = [];
    for (const [order, section] of sections.entries()) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO profile.sections (profile_id, type, title, data, "order", is_visible) SELECT id, $1, $2, $3, $4, $5 FROM profile.profiles RETURNING id`,
        [section.type, section.title, JSON.stringify(section.data ?? {}), order, section.isVisible ?? true],
      );
      ids.push(rows[0]?.id ?? 0);
    }
    return ids;
  });
}

/** The stored sections' titles in their order, and whether each is visible. */
export const storedSections = () =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ title: string; type: string; isVisible: boolean; data: Record<string, unknown> }>(
          `SELECT title, type, is_visible AS "isVisible", data FROM profile.sections ORDER BY "order", id`,
        )
      ).rows,
  );

/** A small real picture, as a phone's camera roll would hand over. */
export const pngBytes = (color = '#c2185b') =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Drops files on an element as a browser does when files are dragged from the desktop. */
export async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    },
    files.map((file) => ({ ...file, bytes: [...file.bytes] })),
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Picks an option of a select field, by the field's label and the option's name. */
export async function choose(scope: Locator | Page, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The section dialog, for adding or editing. */
export const sectionDialog = (page: Page) => page.getByTestId('section-dialog');

/** 'Add New Section', then the type by its label in the chooser; answers the dialog at its form. */
export async function startSection(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Section' }).click();
  const dialog = sectionDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Add New Section' })).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await expect(dialog.getByTestId('section-form')).toBeVisible();
  return dialog;
}

/** A file as the device's picker hands it over. */
export interface FileToPick {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Taps a button that opens the device's file picker, and picks `file` in it. */
export async function pickFile(page: Page, button: string, file: FileToPick, scope: Locator = page.locator('body')): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The media gallery dialog, and one image in it by its name. */
export const mediaGallery = (page: Page) => page.getByRole('dialog', { name: 'Media Gallery' });
export const mediaGalleryItem = (page: Page, name: string) => mediaGallery(page).getByTestId('media-item').filter({ hasText: name });
