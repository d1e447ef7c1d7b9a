import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from './support/database';
import { chooseLanguage, loginAsOwner } from './support/owner';
import { screenProblems } from './support/page-checks';
import { expectNoAxeViolations, screenshot, toastWith, visit } from './support/visit';
import { arrangeVisitorPage, rows } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

/** One video's form in the Likes tab, found by its title. */
const videoForm = (page: Page, title: string) => page.getByRole('form', { name: title, exact: true });

const configured = (sectionId: number, videoIndex: number) =>
  rows<{ base_likes: number; incremental_likes: number; views_per_increment: number }>(
    `SELECT base_likes, incremental_likes, views_per_increment FROM engagement.artificial_likes WHERE section_id = $1 AND video_index = $2`,
    [sectionId, videoIndex],
  );

test.describe("the owner's Likes tab", () => {
  let videoSectionId: number;
  // The spec writes this tab's words in Italian: this owner reads the panel in Italian, and the
  // test checks them word for word (docs/decisions.md, D-130).
  test.beforeEach(({ page }) => chooseLanguage(page, 'it'));

  test.describe('with video sections', () => {
    test.beforeAll(async () => {
      videoSectionId = await arrangeVisitorPage();
      await withDatabase(async (db) => {
        await db.query(
          `INSERT INTO profile.sections (profile_id, type, title, data, "order", is_visible)
           SELECT id, 'video', 'Backstage', $1, 99, false FROM profile.profiles`,
          [JSON.stringify({ videos: [{ title: 'Soundcheck', url: 'https://youtu.be/9bZkp7q19f0' }] })],
        );
        // Three real likes on the first video, as three visitors would leave them.
        await db.query(
          `INSERT INTO engagement.likes (section_id, video_index, ip_address) SELECT $1, 0, 'visitor-' || n FROM generate_series(1, 3) n`,
          [videoSectionId],
        );
        await db.query(`INSERT INTO engagement.like_totals (section_id, video_index, total) VALUES ($1, 0, 3)`, [videoSectionId]);
      });
    });

    test('shows every video, hidden sections too, with real and configured likes apart from the total', async ({ page }) => {
      await loginAsOwner(page, '/admin?tab=likes');
      const first = videoForm(page, 'First clip');
      await expect(first.getByTestId('likes-total')).toHaveText('3');
      await expect(first.getByTestId('likes-real')).toHaveText('3');
      await expect(first.getByTestId('likes-configured')).toHaveText('0');
      await expect(first.getByLabel('Like Base')).toHaveValue('0');
      await expect(first.getByLabel('Like Incrementali')).toHaveValue('0');
      await expect(first.getByLabel('Ogni X Visite')).toHaveValue('10');
      await expect(videoForm(page, 'Broken link')).toBeVisible();
      const hidden = page.getByRole('region', { name: 'Backstage' });
      await expect(hidden.getByText('Nascosta')).toBeVisible();
      await expect(videoForm(page, 'Soundcheck')).toBeVisible();

      expect(await screenProblems(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-likes');
    });

    test("saves a video's configured likes with the toast, and the page shows the new total", async ({ page }) => {
      await loginAsOwner(page, '/admin?tab=likes');
      const first = videoForm(page, 'First clip');
      await first.getByLabel('Like Base').fill('1200');
      await first.getByLabel('Like Incrementali').fill('4');
      await first.getByLabel('Ogni X Visite').fill('7');
      await first.getByRole('button', { name: 'Salva' }).click();

      await expect(toastWith(page, 'Like artificiali salvati')).toBeVisible();
      await expect(toastWith(page, 'Configurazione Salvata')).toBeVisible();
      await expect(first.getByTestId('likes-total')).toHaveText('1207');
      await expect(first.getByTestId('likes-real')).toHaveText('3');
      await expect(first.getByTestId('likes-configured')).toHaveText('1204');
      expect(await configured(videoSectionId, 0)).toEqual([{ base_likes: 1200, incremental_likes: 4, views_per_increment: 7 }]);

      await visit(page, '/');
      await expect(page.getByTestId('like-count').first()).toHaveText('1.2k');
    });

    test('turns invalid numbers into 0 and 10 before saving, and shows them', async ({ page }) => {
      await loginAsOwner(page, '/admin?tab=likes');
      const second = videoForm(page, 'Broken link');
      await second.getByLabel('Like Base').fill('-5');
      await second.getByLabel('Like Incrementali').fill('2.5');
      await second.getByLabel('Ogni X Visite').fill('0');
      await second.getByRole('button', { name: 'Salva' }).click();

      await expect(toastWith(page, 'Like artificiali salvati')).toBeVisible();
      await expect(second.getByLabel('Like Base')).toHaveValue('0');
      await expect(second.getByLabel('Like Incrementali')).toHaveValue('0');
      await expect(second.getByLabel('Ogni X Visite')).toHaveValue('10');
      expect(await configured(videoSectionId, 1)).toEqual([{ base_likes: 0, incremental_likes: 0, views_per_increment: 10 }]);

      await second.getByLabel('Like Base').fill('');
      await second.getByLabel('Ogni X Visite').fill('');
      await second.getByRole('button', { name: 'Salva' }).click();
      await expect(second.getByLabel('Ogni X Visite')).toHaveValue('10');
      await expect.poll(() => configured(videoSectionId, 1)).toEqual([{ base_likes: 0, incremental_likes: 0, views_per_increment: 10 }]);
    });
  });
});
