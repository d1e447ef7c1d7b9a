import { expect, test, type Locator } from '@playwright/test';
import { withDatabase } from './support/database';
import { coveredControls, lowContrastText } from './support/page-checks';
import { markSide, toastWith, visit } from './support/visit';
import { arrangeVisitorPage, resetBooking, rows, TEST_BUTTON_ID_PREFIX } from './support/visitor-data';

/** The visitor's page on a phone, finding by finding: what a person saw go wrong, each checked as they would see it. */

test.beforeAll(async () => {
  await arrangeVisitorPage();
});

test.describe('the booking dialog', () => {
  test.afterEach(() => withDatabase(resetBooking));

  test("paints each of the owner's six colours, with its white text readable", async ({ page }) => {
    const colors = ['green', 'blue', 'purple', 'orange', 'red', 'yellow'];
    await withDatabase((db) =>
      db.query(
        `UPDATE profile.profiles SET booking_modal_settings = jsonb_set(booking_modal_settings, '{buttons}', booking_modal_settings->'buttons' || $1)`,
        [
          JSON.stringify(
            colors.map((color, order) => ({
              id: `${TEST_BUTTON_ID_PREFIX}${color}`,
              type: order % 2 ? 'callback' : 'message',
              text: `Colour ${color}`,
              icon: 'Clock',
              // As the admin stores a choice.
              color: `bg-${color}-600 hover:bg-${color}-700`,
              order: 10 + order,
              isVisible: true,
            })),
          ),
        ],
      ),
    );
    await visit(page);
    await page.getByTestId('booking-card-button').click();
    const dialog = page.getByTestId('booking-dialog');
    for (const color of colors) {
      const hue = await dialog.getByRole('button', { name: `Colour ${color}` }).evaluate(renderedHue);
      expect(hue, color).toEqual(expect.objectContaining({ painted: true, name: color }));
    }
    expect(await lowContrastText(page)).toEqual([]);
  });

  test("a service's Prenota opens the message form about that service, and the booking and its click name it", async ({ page }) => {
    await visit(page);
    const services = page.getByTestId('section-collaboration');
    await services.getByRole('button', { name: /Cover art/ }).click();
    const dialog = page.getByTestId('booking-dialog');
    await expect(dialog.getByTestId('message-form')).toBeVisible();
    await expect(dialog.getByLabel('Servizio')).toHaveValue('Cover art');
    await dialog.getByLabel('Nome').fill('Giulia');
    await dialog.getByLabel(/E-mail/).fill('giulia@example.com');
    await dialog.getByLabel('Messaggio').fill('A sleeve for our EP?');
    await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(toastWith(page, 'Messaggio inviato!')).toBeVisible();

    const [collaboration] = await rows<{ id: number }>(`SELECT id FROM profile.sections WHERE type = 'collaboration'`);
    await expect
      .poll(() => rows(`SELECT section_id, metadata FROM engagement.analytics WHERE event = 'booking_click' AND metadata IS NOT NULL`))
      .toEqual([{ section_id: collaboration?.id, metadata: { service: 'Cover art' } }]);
    expect(await rows(`SELECT service_type, message FROM bookings.booking_submissions WHERE name = 'Giulia'`)).toEqual([
      { service_type: 'Cover art', message: 'A sleeve for our EP?' },
    ]);

    // The general buttons still open the menu, and the form then starts as a general enquiry.
    await page.getByTestId('booking-card-button').click();
    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    await expect(dialog.getByLabel('Servizio')).toHaveValue('');
  });
});

test.describe('nothing covers what a visitor needs', () => {
  test.afterEach(() => withDatabase(resetBooking));

  test('a toast leaves the top bar and its controls within reach', async ({ page }) => {
    await visit(page);
    const reachable = async () => {
      // A trial click fails when another element would take the tap.
      for (const control of [page.getByTestId('language-menu'), page.getByTestId('dark-mode-toggle')]) {
        await control.click({ trial: true, timeout: 2000 });
      }
    };
    await reachable();
    await page.getByTestId('section-newsletter').getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Campo richiesto')).toBeVisible();
    await reachable();
  });

  test('a booking button pinned to a bottom corner sits in a bar of its own, over nothing', async ({ page }) => {
    await withDatabase((db) =>
      db.query(`UPDATE profile.profiles SET booking_button_settings = booking_button_settings || '{"position":"bottom-right"}'::jsonb`),
    );
    await visit(page);
    const pinned = page.getByTestId('bottom-bar').getByTestId('booking-button');
    await expect(pinned).toBeVisible();
    for (const y of [0, 600, 1200, 100_000]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      expect(await coveredControls(page), `scrolled to ${y}`).toEqual([]);
    }
    // At the end of the page the footer is above the bar, not under it.
    const footer = await page.getByTestId('site-footer').boundingBox();
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });
});

test.describe('text that fits', () => {
  test('the link dialog breaks only the address, never a word', async ({ page }) => {
    for (const language of ['it', 'en', 'de'] as const) {
      await visit(page, '/', { language, dark: false });
      await page.getByTestId('section-custom').getByRole('link').click();
      const dialog = page.getByTestId('link-confirm-dialog');
      await expect(dialog).toBeVisible();
      expect(await brokenWords(dialog.getByTestId('link-confirm-url').locator('..')), language).toEqual([]);
      const url = await dialog.getByTestId('link-confirm-url').boundingBox();
      const box = await dialog.boundingBox();
      expect((url?.x ?? 0) + (url?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    }
  });

  test('the newsletter card keeps its size from one step to the next', async ({ page }) => {
    await visit(page);
    const card = page.getByTestId('section-newsletter');
    const height = async () => (await card.boundingBox())?.height;
    const initial = await height();
    await card.getByRole('textbox').fill('sizes@example.com');
    await card.getByRole('button', { name: 'Join' }).click();
    await expect(card.getByTestId('newsletter-additional')).toBeVisible();
    expect(await height()).toBe(initial);
    await card.getByRole('button', { name: 'Salta' }).click();
    await expect(card.getByTestId('newsletter-complete')).toBeVisible();
    expect(await height()).toBe(initial);
  });
});

test.describe('the booking button', () => {
  test.use({ reducedMotion: 'no-preference' });
  test.afterEach(() => withDatabase(resetBooking));

  for (const [language, text] of [
    ['it', 'PER EVENTI CLICCA QUI'],
    ['ar', 'PER EVENTI CLICCA QUI'],
    ['ar', 'احجز الآن لحفلتك القادمة'],
  ] as const) {
    test(`shows its scrolling text from the first paint, never blank (${language}: ${text})`, async ({ page }) => {
      await withDatabase((db) =>
        db.query(`UPDATE profile.profiles SET booking_button_settings = jsonb_set(booking_button_settings, '{text}', $1)`, [
          JSON.stringify(text),
        ]),
      );
      await visit(page, '/', { language, dark: false });
      const loop = await page.getByTestId('booking-button').locator(':scope > span').evaluate(marqueeThroughItsLoop);
      expect(loop.firstLetterShown).toBe(true);
      // Never blank: at every quarter of the loop, text fills most of the window (the gap between two runs aside).
      for (const filled of loop.filled) expect(filled, JSON.stringify(loop)).toBeGreaterThan(0.5);
    });
  }
});

test.describe('right to left', () => {
  test('in Arabic, punctuation stays beside its words, dialogs read from the right, and back points right', async ({ page }) => {
    await visit(page, '/', { language: 'ar', dark: false });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Latin text from the owner keeps its full stop after its last word.
    expect(await markSide(page.getByTestId('site-footer').locator('p').first(), 'Rivera', '.')).toBe('right');
    expect(await markSide(page.getByTestId('profile-description'), 'Milano', '.')).toBe('right');
    // A toast speaks the visitor's Arabic (docs/decisions.md, D-116): its full stop ends the sentence on the left.
    await page.getByTestId('section-newsletter').getByRole('button', { name: 'Join' }).click();
    const toast = page.locator('ol > li').filter({ hasText: 'حقل مطلوب' });
    await expect(toast).toBeVisible();
    expect(await markSide(toast, 'هاتفك', '.')).toBe('left');

    await page.getByTestId('booking-card-button').click();
    const dialog = page.getByTestId('booking-dialog');
    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    const title = await textBox(dialog.getByRole('heading'));
    const panel = await dialog.boundingBox();
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
    if (!panel || !close) throw new Error('no dialog');
    // The title ends at the right edge of the content (24 px of padding), and close is on the left.
    expect(Math.abs(title.right - (panel.x + panel.width - 24))).toBeLessThan(2);
    expect(close.x + close.width / 2).toBeLessThan(panel.x + panel.width / 2);
    expect(await isMirrored(dialog.getByRole('button', { name: 'رجوع' }).locator('svg'))).toBe(true);
    // The form's labels start on the right too.
    const label = await textBox(dialog.getByText('الاسم', { exact: true }));
    expect(Math.abs(label.right - (panel.x + panel.width - 24))).toBeLessThan(2);
  });

  test('the back arrow points left in a left-to-right language', async ({ page }) => {
    await visit(page);
    await page.getByTestId('booking-card-button').click();
    await page.getByTestId('booking-dialog').getByRole('button', { name: 'Invia un messaggio' }).click();
    expect(await isMirrored(page.getByRole('button', { name: 'Indietro' }).locator('svg'))).toBe(false);
  });
});

test('a thumbnail that fails to load gives way to the neutral placeholder, with its play button', async ({ page }) => {
  await visit(page, '/', { language: 'it', dark: false }, { thumbnails: 'broken' });
  const play = page.getByRole('button', { name: 'Riproduci First clip' });
  const thumbnail = play.locator('img');
  await expect(thumbnail).toHaveAttribute('src', '/video-placeholder.svg');
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(play.locator('svg')).toBeVisible();
});

test.describe('phone numbers', () => {
  test('the newsletter refuses what cannot be a number, and stores a local one with its country code', async ({ page }) => {
    await visit(page);
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('12');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Formato non valido')).toBeVisible();
    await box.getByRole('textbox').fill('333 555 0202');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Iscrizione completata!')).toBeVisible();
    expect(await rows(`SELECT phone FROM engagement.newsletter_subscriptions WHERE phone LIKE '%3335550202' OR phone = '+12'`)).toEqual([
      { phone: '+393335550202' },
    ]);
  });

  test("a Japanese visitor's local number is a Japanese one", async ({ page }) => {
    await visit(page, '/', { language: 'ja', dark: false });
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('090-1234-5678');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, '登録が完了しました！')).toBeVisible();
    expect(await rows(`SELECT phone FROM engagement.newsletter_subscriptions WHERE phone LIKE '%9012345678'`)).toEqual([
      { phone: '+819012345678' },
    ]);
  });

  test("the server reads a number without a country code as the owner's country, and refuses one that cannot exist", async ({ page }) => {
    const subscribe = (phone: string) => page.request.post('/api/newsletter', { data: { phone } });
    expect((await subscribe('12')).status()).toBe(400);
    expect((await subscribe('333 555 0404')).status()).toBe(201);
    expect(await rows(`SELECT phone FROM engagement.newsletter_subscriptions WHERE phone LIKE '%3335550404'`)).toEqual([
      { phone: '+393335550404' },
    ]);
  });

  test("the booking form's phone follows the same rule", async ({ page }) => {
    await visit(page);
    await page.getByTestId('booking-card-button').click();
    const dialog = page.getByTestId('booking-dialog');
    await dialog.getByRole('button', { name: 'Ti richiamiamo noi' }).click();
    await dialog.getByLabel('Nome').fill('Piero');
    await dialog.getByLabel(/Telefono/).fill('12');
    await dialog.getByRole('button', { name: 'Richiamami' }).click();
    await expect(
      dialog.getByText('Formato non valido').or(toastWith(page, 'Invio della richiesta di richiamata non riuscito. Riprova.')),
    ).toBeVisible();
    expect(await rows(`SELECT phone FROM bookings.booking_submissions WHERE name = 'Piero'`)).toEqual([]);
    await dialog.getByLabel(/Telefono/).fill('333 555 0303');
    await dialog.getByRole('button', { name: 'Richiamami' }).click();
    await expect(toastWith(page, 'Richiesta di richiamata inviata!')).toBeVisible();
    expect(await rows(`SELECT phone FROM bookings.booking_submissions WHERE name = 'Piero'`)).toEqual([{ phone: '+393335550303' }]);
  });
});

/** The painted background's colour family, from its hue; `painted` is false for no colour at all. */
function renderedHue(element: Element): { painted: boolean; name: string } {
  // The browser turns the computed colour (oklch, for Tailwind's palette) into sRGB.
  const canvas = document.createElement('canvas').getContext('2d');
  if (!canvas) throw new Error('no canvas');
  canvas.fillStyle = getComputedStyle(element).backgroundColor;
  canvas.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 0] = canvas.getImageData(0, 0, 1, 1).data;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === red) hue = ((green - blue) / delta) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
  }
  hue = (hue * 60 + 360) % 360;
  const families: [string, number, number][] = [
    ['red', 345, 360],
    ['red', 0, 12],
    ['orange', 12, 32],
    ['yellow', 32, 65],
    ['green', 100, 170],
    ['blue', 200, 250],
    ['purple', 260, 300],
  ];
  const name = delta < 30 ? 'grey' : (families.find(([, from, to]) => hue >= from && hue < to)?.[0] ?? `hue ${Math.round(hue)}`);
  return { painted: alpha > 0, name };
}

/**
 * A scrolling text through its loop: at the first frame, whether its first letter shows (on
 * the left of Latin text, the right of Arabic); at each quarter, how much of its window holds text.
 */
function marqueeThroughItsLoop(frameElement: Element): { firstLetterShown: boolean; filled: number[] } {
  const frame = frameElement.getBoundingClientRect();
  const animations = document.getAnimations().filter((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return target instanceof Element && frameElement.contains(target);
  });
  const at = (fraction: number) => {
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) * fraction;
    }
  };
  const texts: Text[] = [];
  const walker = document.createTreeWalker(frameElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) if (node.data.trim()) texts.push(node);
  const range = document.createRange();
  const filled = () => {
    const spans = texts
      .flatMap((node) => {
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      })
      .map((rect) => [Math.max(frame.left, rect.left), Math.min(frame.right, rect.right)] as const)
      .filter(([from, to]) => to > from)
      .sort(([a], [b]) => a - b);
    let covered = 0;
    let end = frame.left;
    for (const [from, to] of spans) {
      covered += Math.max(0, to - Math.max(from, end));
      end = Math.max(end, to);
    }
    return covered / frame.width;
  };
  at(0);
  const first = texts[0];
  if (!first) throw new Error('no text');
  range.setStart(first, first.data.search(/\S/));
  range.setEnd(first, first.data.search(/\S/) + 1);
  const letter = range.getBoundingClientRect();
  const firstLetterShown = letter.left >= frame.left - 1 && letter.right <= frame.right + 1;
  return { firstLetterShown, filled: [0, 0.25, 0.5, 0.75].map((fraction) => (at(fraction), filled())) };
}

/** Words split across two lines, in an element's own text (not in the given child). */
async function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('[data-testid=link-confirm-url]')) continue;
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** The box of an element's text itself, not of the element. */
async function textBox(element: Locator): Promise<{ left: number; right: number }> {
  return element.evaluate((target) => {
    const range = document.createRange();
    range.selectNodeContents(target);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
}

/** Whether an icon is drawn mirrored, left for right. */
async function isMirrored(icon: Locator): Promise<boolean> {
  return icon.evaluate((element) => {
    const style = getComputedStyle(element);
    const [x = '1'] = style.scale === 'none' ? [] : style.scale.split(' ');
    const scale = x.endsWith('%') ? parseFloat(x) / 100 : parseFloat(x);
    const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
    return scale * matrix.a < 0;
  });
}
