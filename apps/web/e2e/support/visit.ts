import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Language } from '@stagelink/contracts';

export interface Look {
  language: Language;
  dark: boolean;
}

export const ITALIAN_LIGHT: Look = { language: 'it', dark: false };

/** The looks every visual check runs in: light and dark, left to right and right to left. */
export const LOOKS: Look[] = [
  { language: 'it', dark: false },
  { language: 'it', dark: true },
  { language: 'ar', dark: false },
  { language: 'ar', dark: true },
];

export const lookName = ({ language, dark }: Look) => `${language}-${dark ? 'dark' : 'light'}`;

/**
 * Opens a page as a visitor who chose a language and a mode before: the cookie the server
 * reads and the saved choices the page reads, with the video thumbnails served offline.
 */
export async function visit(
  page: Page,
  path = '/',
  look: Look = ITALIAN_LIGHT,
  { thumbnails = 'served', settled = false }: { thumbnails?: 'served' | 'broken'; settled?: boolean } = {},
): Promise<Response | null> {
  await page.context().addCookies([{ name: 'language', value: look.language, url: process.env.E2E_BASE_URL }]);
  await page.addInitScript(({ language, dark }) => {
    localStorage.setItem('language', language);
    localStorage.setItem('darkMode', String(dark));
  }, look);
  await page.emulateMedia({ colorScheme: look.dark ? 'dark' : 'light' });
  await serveThumbnailsOffline(page, thumbnails);
  // The first render needs no more than the document (its data is inlined); settled, the parts
  // fetched when idle (dialogs, menu, toasts) are in place too, as on a visitor's phone a moment later.
  const response = await page.goto(path, { waitUntil: settled ? 'networkidle' : 'domcontentloaded' });
  // `/` is rendered by the server and readable at once; a tap does something once it is hydrated.
  if (path === '/' && response?.ok()) await waitUntilInteractive(page);
  return response;
}

let placeholderBytes: Promise<Buffer> | undefined;

/**
 * This machine is offline: the video platform's thumbnails are answered with the page's own
 * placeholder, or fail. The placeholder is read once per worker with Node's own fetch, never
 * through the page's request context: that context disposes its answers when its page closes,
 * and a thumbnail still on its way then failed the test with "Fetch response has been disposed".
 */
export async function serveThumbnailsOffline(page: Page, thumbnails: 'served' | 'broken' = 'served'): Promise<void> {
  await page.route('https://i.ytimg.com/**', async (route) => {
    if (thumbnails === 'broken') return route.abort();
    placeholderBytes ??= readPlaceholder();
    return route.fulfill({ body: await placeholderBytes, contentType: 'image/svg+xml' });
  });
}

async function readPlaceholder(): Promise<Buffer> {
  const answer = await fetch(new URL('/video-placeholder.svg', process.env.E2E_BASE_URL));
  if (!answer.ok) throw new Error(`/video-placeholder.svg answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/** The public page marks the moment it answers taps (apps/web/src/lib/interactive-mark.ts). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('stagelink:interactive').length > 0);
}

/** axe-core's WCAG 2.2 A and AA rules (and the 2.0 and 2.1 ones they include). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
}

/**
 * A picture of the whole page, kept in artifacts/screenshots. The window is made as tall as
 * the page for it, so the fixed background and bars are painted as a visitor sees them.
 */
export async function screenshotWholePage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, animations: 'disabled', scale: 'css' });
  await page.setViewportSize(viewport);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, animations: 'disabled', scale: 'css' });
}

/** A toast on screen (Radix also repeats its text in a hidden live region). */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('ol > li').getByText(text, { exact: true });
}

/**
 * Closes a dialog with Escape as a keyboard user does: once focus has moved into it. A dialog
 * starts listening for its keys in the same step that moves focus in, and a test, unlike a
 * person, can press a key in the instant between the dialog showing and that step.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Which side of the word it follows a punctuation mark is painted on: the right one, in left-to-right text. */
export async function markSide(element: Locator, word: string, mark: string): Promise<'right' | 'left'> {
  return element.evaluate(
    (root, { word, mark }) => {
      // The element's text as one string, over as many text nodes as rendering made of it.
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      const at = text.indexOf(`${word}${mark}`);
      if (at < 0) throw new Error(`"${word}${mark}" is not in "${text}"`);
      const rectOf = (from: number) => {
        const holder = nodes.findLast(({ start }) => start <= from);
        if (!holder) throw new Error('no text there');
        const range = document.createRange();
        range.setStart(holder.node, from - holder.start);
        range.setEnd(holder.node, from - holder.start + 1);
        return range.getBoundingClientRect();
      };
      const last = rectOf(at + word.length - 1);
      const punctuation = rectOf(at + word.length);
      return punctuation.left >= last.right - 1 ? 'right' : 'left';
    },
    { word, mark },
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
