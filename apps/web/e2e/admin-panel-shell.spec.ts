import { expect, test, type Page } from '@playwright/test';
import { adminTabs, arrangeOwnerProfile, LANGUAGE_VIEWS, loginAsOwner, openTab, OWNER_NAME } from './support/owner';
import { horizontalOverflow, smallTapTargets } from './support/page-checks';
import { axeViolations, toastWith } from './support/visit';

const TAB_LABELS = ['Profile', 'Sections', 'Bookings', 'Analytics', 'Tracking', 'Likes', 'Booking Settings', 'Languages'];

const LEAVE_QUESTION = 'You have unsaved changes. Leave without saving?';

const selectedTab = (page: Page) => adminTabs(page).and(page.getByRole('tab', { selected: true }));

/** Answers the page's next confirm() with `answer`, keeping its question in `questions`. */
function answerNextQuestion(page: Page, answer: 'accept' | 'dismiss', questions: string[]): void {
  page.once('dialog', async (dialog) => {
    questions.push(dialog.message());
    await dialog[answer]();
  });
}

test.describe('the admin panel shell', () => {
  test.beforeEach(async ({ page }) => {
    await arrangeOwnerProfile();
    // Through the screen: the Back tests leave the panel for the page before it, the login screen.
    await loginAsOwner(page, '/admin', { throughScreen: true });
  });

  test('shows the eight tabs in the spec order, the profile first', async ({ page }) => {
    await expect(adminTabs(page)).toHaveText(TAB_LABELS);
    await expect(selectedTab(page)).toHaveText('Profile');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(OWNER_NAME);
  });

  test('the open tab is in the address, so a reload or a shared link returns to it; an unknown tab opens the profile', async ({ page }) => {
    await openTab(page, 'Analytics');
    await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
    await expect(selectedTab(page)).toHaveText('Analytics');

    await page.reload();
    await expect(selectedTab(page)).toHaveText('Analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();

    await page.goto('/admin?tab=booking-settings');
    await expect(selectedTab(page)).toHaveText('Booking Settings');
    // The chosen tab is scrolled into view in the sideways-scrolling row.
    await expect(selectedTab(page)).toBeInViewport({ ratio: 0.99 });

    await page.goto('/admin?tab=nothing-here');
    await expect(selectedTab(page)).toHaveText('Profile');
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  });

  test('every tab holds its screen: none is left saying what it will hold', async ({ page }) => {
    for (const label of TAB_LABELS) {
      await openTab(page, label);
      const panel = page.getByRole('tabpanel', { name: label, exact: true });
      await expect(panel).not.toBeEmpty();
      await expect(panel).not.toContainText('Coming soon');
    }
  });

  test('a tab whose code is still on its way says it is loading, named as a status, and axe finds nothing', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/likes-tab-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await loginAsOwner(page, '/admin?tab=likes');
    const loading = page.getByRole('status', { name: 'Loading' });
    await expect(loading).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    release();
    await expect(loading).toBeHidden();
  });

  test('the top bar hides after 50 px of scroll down and comes back on scrolling up', async ({ page }) => {
    const topBar = page.getByTestId('top-bar');
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();

    await scrollTo(40);
    await expect(topBar).toBeInViewport({ ratio: 1 });
    await scrollTo(400);
    await expect(topBar).not.toBeInViewport();
    await scrollTo(300);
    await expect(topBar).toBeInViewport({ ratio: 1 });
    await scrollTo(600);
    await expect(topBar).not.toBeInViewport();
    await scrollTo(0);
    await expect(topBar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeInViewport();
  });

  test('switching tab with unsaved changes asks first; staying keeps the edit, leaving drops it', async ({ page }) => {
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Half-typed name');

    const questions: string[] = [];
    answerNextQuestion(page, 'dismiss', questions);
    await openTab(page, 'Tracking');
    await expect.poll(() => questions).toEqual(['You have unsaved changes. Leave without saving?']);
    await expect(selectedTab(page)).toHaveText('Profile');
    await expect(page).not.toHaveURL(/tab=tracking/);
    await expect(name).toHaveValue('Half-typed name');

    answerNextQuestion(page, 'accept', questions);
    await openTab(page, 'Tracking');
    await expect(selectedTab(page)).toHaveText('Tracking');
    await expect(page).toHaveURL(/tab=tracking$/);
    expect(questions).toHaveLength(2);

    // Nothing is dirty any more: the way back asks nothing, and shows the saved name.
    answerNextQuestion(page, 'dismiss', questions);
    await openTab(page, 'Profile');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(OWNER_NAME);
    expect(questions).toHaveLength(2);
  });

  test('Back with unsaved changes asks first: staying keeps the panel and the edit, leaving goes back', async ({ page }) => {
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Half-typed name');
    // The panel arms Back a render or two after the first unsaved keystroke (an entry of its own
    // on top of the history); a person's Back comes long after, a test's at once.
    await expect
      .poll(() => page.evaluate(() => window.history.state !== null && 'stagelinkUnsavedGuard' in window.history.state))
      .toBe(true);
    const questions: string[] = [];
    answerNextQuestion(page, 'dismiss', questions);
    await page.goBack();
    await expect.poll(() => questions).toEqual([LEAVE_QUESTION]);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(name).toHaveValue('Half-typed name');

    answerNextQuestion(page, 'accept', questions);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeHidden();
    expect(questions).toEqual([LEAVE_QUESTION, LEAVE_QUESTION]);
  });

  test('once the edit is saved, one Back leaves the panel without asking', async ({ page }) => {
    await page.getByLabel('Name', { exact: true }).fill(`${OWNER_NAME} Live`);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();
    const questions: string[] = [];
    page.on('dialog', async (dialog) => {
      questions.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(questions).toEqual([]);
  });

  test('Logout with unsaved changes asks first; staying keeps the session and the edit', async ({ page }) => {
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Half-typed name');
    const logout = async (answer: 'accept' | 'dismiss') => {
      answerNextQuestion(page, answer, questions);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm logout' }).getByRole('button', { name: 'Log out' }).click();
    };
    const questions: string[] = [];

    await logout('dismiss');
    await expect.poll(() => questions).toEqual([LEAVE_QUESTION]);
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(name).toHaveValue('Half-typed name');
    const session = async () => (await page.request.get('/api/admin/check')).json() as Promise<{ authenticated: boolean }>;
    expect(await session()).toEqual({ authenticated: true });

    await logout('accept');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(session).toEqual({ authenticated: false });
    expect(questions).toEqual([LEAVE_QUESTION, LEAVE_QUESTION]);
  });

  test('leaving the page with unsaved changes asks the browser first', async ({ page }) => {
    await page.getByLabel('Name', { exact: true }).fill('Half-typed name');
    const dialog = page.waitForEvent('dialog');
    const reload = page.reload();
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Half-typed name');
    // The reload was refused, so its promise never settles: it is left behind on purpose.
    void reload.catch(() => undefined);
  });
});

test.describe('the admin panel layout', () => {
  for (const viewport of [
    { width: 390, height: 844, name: 'phone' },
    { width: 1280, height: 800, name: 'desktop' },
  ]) {
    test(`every tab fits the ${viewport.name} screen (${viewport.width}×${viewport.height}) with thumb-sized controls and no axe violations`, async ({
      page,
    }) => {
      // Eight tabs and the Languages tab's other two, each checked by axe as well.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await arrangeOwnerProfile();
      await loginAsOwner(page);
      // The checks look at the page alone: the login's toast (and its focus helpers) has gone.
      await expect(page.locator('ol > li')).toHaveCount(0, { timeout: 10_000 });
      const expectFits = async (where: string) => {
        expect(await horizontalOverflow(page), where).toEqual([]);
        expect(await smallTapTargets(page), where).toEqual([]);
        expect(await axeViolations(page), where).toEqual([]);
      };
      for (const label of TAB_LABELS) {
        await openTab(page, label);
        await expect(selectedTab(page)).toHaveText(label);
        await expect(page.getByRole('tabpanel').locator('[aria-busy=true]')).toHaveCount(0);
        await expectFits(`${label} tab`);
        const file = label.toLowerCase().replace(/ /g, '-');
        await page.screenshot({ path: `artifacts/screenshots/admin-panel-${file}-${viewport.name}.png`, fullPage: true });
      }
      // The tab opened last: its first view, Profile Content, was checked above.
      for (const view of LANGUAGE_VIEWS.slice(1)) {
        await page.getByRole('tab', { name: view, exact: true }).click();
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
        await expectFits(`Languages tab, ${view}`);
      }
    });
  }
});
