import { expect, test, type Page } from '@playwright/test';
import { withDatabase } from './support/database';
import { closeWithEscape, serveThumbnailsOffline, toastWith, visit, waitUntilInteractive } from './support/visit';
import { arrangeVisitorPage, resetBackground, rows, SPOTIFY_URL } from './support/visitor-data';

test.describe.configure({ mode: 'serial' });

test.describe('the visitor page, on a phone', () => {
  let videoSectionId: number;

  test.beforeAll(async () => {
    videoSectionId = await arrangeVisitorPage();
  });

  test('renders every visible section type in order, and records the view', async ({ page }) => {
    await serveThumbnailsOffline(page);
    await page.goto('/');
    await waitUntilInteractive(page);
    for (const type of [
      'video',
      'image',
      'book',
      'collaboration',
      'text',
      'tiktok',
      'spotify',
      'instagram',
      'applemusic',
      'newsletter',
      'custom',
    ]) {
      await expect(page.getByTestId(`section-${type}`)).toBeVisible();
    }
    await expect(page.getByText('Unknown type')).toHaveCount(0);
    await expect(page.getByText('Prototype type')).toHaveCount(0);
    await expect(page.getByText('Hidden section')).toHaveCount(0);
    // Gallery: at most three images, with their alt text and optional link.
    await expect(page.getByTestId('section-image').getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Photo 1' })).toHaveAttribute('href', 'https://example.com/photo');
    // Video: the id comes from the link; a link without one gets the placeholder and no player.
    const thumbnails = page.getByTestId('video-slide').locator('img');
    await expect(thumbnails.nth(0)).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    await expect(thumbnails.nth(1)).toHaveAttribute('src', '/video-placeholder.svg');
    // A custom logo that fails to load falls back to the default icon.
    await page.getByTestId('section-custom').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('custom-logo-fallback')).toBeVisible();
    await expect(page.getByText('@nova.ig')).toBeVisible();
    // Read more opens the long text.
    await page.getByRole('button', { name: 'Leggi di più' }).click();
    await expect(page.getByTestId('read-more-content')).toContainText('Then came the clubs.');
    await closeWithEscape(page, page.getByRole('dialog'));

    await expect.poll(() => rows(`SELECT event FROM engagement.analytics WHERE event = 'profile_view'`)).toHaveLength(1);
  });

  test('inlines the first data, so nothing waits on an API call before the first render', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/profile' || path === '/api/sections') apiCalls.push(path);
    });
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.getByRole('heading', { name: 'Nova Rivera' })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('a video loads nothing from the video platform until play is pressed', async ({ page }) => {
    const platform: string[] = [];
    page.on('request', (request) => {
      if (/youtube(-nocookie)?\.com|googlevideo|ytimg\.com\/.*\.js/.test(request.url())) platform.push(request.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.getByTestId('video-slide').first()).toBeVisible();
    expect(platform).toEqual([]);
    await page.getByRole('button', { name: 'Riproduci First clip' }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeVisible();
  });

  test('the themed background has the spec number of shapes and honours reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitUntilInteractive(page);
    const background = page.getByTestId('themed-background');
    await expect(background).toHaveAttribute('data-animation', 'bubbles');
    await expect(background.locator('.sl-bubble:visible')).toHaveCount(6 + 8 + 12);
    await expect(background.locator('.sl-bubble').first()).not.toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(background.locator('.sl-bubble').first()).toHaveCSS('animation-name', 'none');

    await withDatabase((db) =>
      db.query(
        `UPDATE profile.profiles SET background_settings = jsonb_set(jsonb_set(background_settings, '{light,animationType}', '"particles"'), '{light,type}', '"solid"')`,
      ),
    );
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.reload();
    await waitUntilInteractive(page);
    await expect(background.locator('.sl-particle:visible')).toHaveCount(20);
    await expect(background).toHaveCSS('background-image', 'none');
    await withDatabase((db) =>
      db.query(`UPDATE profile.profiles SET background_settings = jsonb_set(background_settings, '{light,animationEnabled}', 'false')`),
    );
    await page.reload();
    await waitUntilInteractive(page);
    await expect(background).toHaveAttribute('data-animation', 'none');
    await expect(background.locator('span:visible, svg:visible')).toHaveCount(0);
    await withDatabase(resetBackground);
  });

  test('the profile photo zooms with two fingers, at most 3x, and resets 2 s after the touch ends', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    const photo = page.getByTestId('profile-image');
    const box = await photo.boundingBox();
    if (!box) throw new Error('no photo');
    const touch = async (type: string, spread: number | null) => {
      await photo.dispatchEvent(type, {
        touches:
          spread === null
            ? []
            : [
                { identifier: 0, clientX: box.x + box.width / 2 - spread, clientY: box.y + box.height / 2 },
                { identifier: 1, clientX: box.x + box.width / 2 + spread, clientY: box.y + box.height / 2 },
              ],
      });
    };
    await touch('touchstart', 20);
    await touch('touchmove', 40);
    await expect(photo).toHaveAttribute('data-scale', '2');
    await touch('touchmove', 200);
    await expect(photo).toHaveAttribute('data-scale', '3');
    await touch('touchend', null);
    await expect(photo).toHaveAttribute('data-scale', '3');
    await expect(photo).toHaveAttribute('data-scale', '1', { timeout: 3500 });
  });

  test('a like toggles, survives a reload, and is rolled back when the call fails', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    const like = page.getByTestId('like-button').first();
    await expect(like.getByTestId('like-count')).toHaveText('0');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    await expect
      .poll(() => rows(`SELECT video_index FROM engagement.likes WHERE section_id = $1`, [videoSectionId]))
      .toEqual([{ video_index: 0 }]);

    await page.reload();

    await waitUntilInteractive(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');

    // The server fails: the optimistic unlike is put back, without a message.
    await page.route('**/api/sections/*/like', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
  });

  const bookingClicks = () => rows(`SELECT id FROM engagement.analytics WHERE event = 'booking_click'`);

  /** Opens `/` with the app's script held back: the server's page is there, its buttons not yet alive. */
  async function openBeforeTheScript(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the held script holds it back too.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    return release;
  }

  test('a tap on "Contattami" before the page answers taps opens the dialog once it does (D-85)', async ({ page }) => {
    const clicksBefore = (await bookingClicks()).length;
    const release = await openBeforeTheScript(page);
    await page.getByTestId('booking-card-button').click();
    await expect(page.getByTestId('booking-dialog')).toHaveCount(0);
    release();
    await expect(page.getByTestId('booking-dialog')).toBeVisible();
    // One tap, one booking click.
    await expect.poll(async () => (await bookingClicks()).length).toBe(clicksBefore + 1);
  });

  test("a like waits for the visitor's own likes: a tap before they arrive cannot undo an earlier like", async ({ page }) => {
    await visit(page);
    const like = page.getByTestId('like-button').nth(1);
    const count = like.getByTestId('like-count');
    const stored = () => rows(`SELECT video_index FROM engagement.likes WHERE section_id = $1 AND video_index = 1`, [videoSectionId]);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(stored).toEqual([{ video_index: 1 }]);
    const liked = (await count.textContent()) ?? '';

    // Back later: the page's counts are everyone's, and until this visitor's own likes arrive the
    // button cannot know whether a tap means like or unlike.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/likes', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await waitUntilInteractive(page);
    await expect(count).toHaveText(liked);
    await expect(like).toBeDisabled();
    release();
    await expect(like).toBeEnabled();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(liked);
    expect(await stored()).toEqual([{ video_index: 1 }]);
  });

  test('shows 1000 and more likes as k', async ({ page }) => {
    await withDatabase((db) =>
      db.query(`INSERT INTO engagement.artificial_likes (section_id, video_index, base_likes, incremental_likes) VALUES ($1, 1, 1199, 1)`, [
        videoSectionId,
      ]),
    );
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.getByTestId('like-count').nth(1)).toHaveText('1.2k');
  });

  test('newsletter: empty and invalid input, then an e-mail and a phone as second contact', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Campo richiesto')).toBeVisible();
    await expect(toastWith(page, 'Inserisci la tua email o numero di telefono.')).toBeVisible();

    await box.getByRole('textbox').fill('not a contact');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Formato non valido')).toBeVisible();
    await expect(toastWith(page, "Inserisci un'email o numero di telefono valido.")).toBeVisible();

    await box.getByRole('textbox').fill('Fan@Example.com');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Iscrizione completata!')).toBeVisible();
    await expect(toastWith(page, "Ti terremo aggiornato. Vuoi aggiungere anche l'altro contatto?")).toBeVisible();

    // The second contact must be of the other kind.
    await box.getByRole('textbox').fill('other@example.com');
    await box.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(toastWith(page, 'Contatto non valido')).toBeVisible();

    await box.getByRole('textbox').fill('+39 333 765 4321');
    await box.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(toastWith(page, 'Contatto aggiunto!')).toBeVisible();
    await expect(toastWith(page, 'Perfetto! Ti terremo aggiornato.')).toBeVisible();
    await expect(page.getByTestId('newsletter-complete')).toBeVisible();
    expect(await rows(`SELECT email, phone FROM engagement.newsletter_subscriptions`)).toEqual([
      { email: 'fan@example.com', phone: '+393337654321' },
    ]);
    // Four seconds after an add, the widget starts over.
    await expect(page.getByTestId('newsletter-initial')).toBeVisible({ timeout: 6000 });
  });

  test('newsletter: what a visitor types before the page answers taps is kept and sent', async ({ page }) => {
    // The page's code is held back, as on a slow connection: the visitor types into the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until 'load': a script the loader adds before the load event holds that event, and
    // on a busy machine it comes first, so the visit would wait for the very script held here.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('early@example.com');
    release();
    await waitUntilInteractive(page);
    await expect(box.getByRole('textbox')).toHaveValue('early@example.com');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Iscrizione completata!')).toBeVisible();
    expect(await rows(`SELECT email FROM engagement.newsletter_subscriptions WHERE email = 'early@example.com'`)).toEqual([
      { email: 'early@example.com' },
    ]);
  });

  test('newsletter: a phone first, then Salta', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    const box = page.getByTestId('section-newsletter');
    await box.getByRole('textbox').fill('(333) 111-2222');
    await box.getByRole('button', { name: 'Join' }).click();
    await expect(toastWith(page, 'Iscrizione completata!')).toBeVisible();
    await box.getByRole('button', { name: 'Salta' }).click();
    await expect(page.getByTestId('newsletter-complete')).toBeVisible();
    await expect(page.getByTestId('newsletter-initial')).toBeVisible({ timeout: 5000 });
    expect(await rows(`SELECT email, phone FROM engagement.newsletter_subscriptions WHERE phone = '+393331112222'`)).toEqual([
      { email: null, phone: '+393331112222' },
    ]);
  });

  test('a message and a callback sent through the booking dialog land as rows', async ({ page }) => {
    const clicksBefore = (await bookingClicks()).length;
    await page.goto('/');
    await waitUntilInteractive(page);
    await page.getByTestId('booking-card-button').click();
    const dialog = page.getByTestId('booking-dialog');
    await expect(dialog.getByRole('heading', { name: 'PER EVENTI' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Chiama', exact: true })).toHaveAttribute('href', 'tel:+393331234567');
    // The second call button has no number, so visitors do not see it.
    await expect(dialog.getByText('Chiama (secondo numero)')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Invia un messaggio' }).click();
    await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(dialog.getByText('Inserisci il tuo nome.')).toBeVisible();
    await dialog.getByLabel('Nome').fill('Giulia');
    await dialog.getByLabel('Messaggio').fill('Suoni al nostro matrimonio?');
    await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(dialog.getByText("Indica un'e-mail o un numero di telefono.")).toBeVisible();
    await dialog.getByLabel(/E-mail/).fill('giulia@example.com');
    await dialog.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(toastWith(page, 'Messaggio inviato!')).toBeVisible();
    await expect(toastWith(page, 'Il tuo messaggio è stato inviato. Ti risponderemo presto!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opening again starts at the menu, with empty fields.
    await page.getByTestId('booking-card-button').click();
    await dialog.getByRole('button', { name: 'Ti richiamiamo noi' }).click();
    await expect(dialog.getByLabel('Nome')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Indietro' }).click();
    await expect(dialog.getByRole('button', { name: 'Invia un messaggio' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ti richiamiamo noi' }).click();
    await dialog.getByLabel('Nome').fill('Marco');
    await dialog.getByLabel(/Telefono/).fill('+39 333 999 8888');
    await dialog.getByRole('button', { name: 'Richiamami' }).click();
    await expect(toastWith(page, 'Richiesta di richiamata inviata!')).toBeVisible();

    expect(await rows(`SELECT service_type, name, email, phone, message, status FROM bookings.booking_submissions ORDER BY id`)).toEqual([
      {
        service_type: 'Contact Form',
        name: 'Giulia',
        email: 'giulia@example.com',
        phone: null,
        message: 'Suoni al nostro matrimonio?',
        status: 'new',
      },
      {
        service_type: 'WhatsApp Callback',
        name: 'Marco',
        email: null,
        phone: '+393339998888',
        // Left empty: the placeholder is a hint, not the visitor's words (docs/decisions.md, D-116).
        message: null,
        status: 'new',
      },
    ]);
    expect(await bookingClicks()).toHaveLength(clicksBefore + 2);
  });

  test('a link card asks for confirmation, then opens the target in a new tab', async ({ page, context }) => {
    await context.route('https://open.spotify.com/**', (route) => route.fulfill({ status: 200, body: 'spotify' }));
    await page.goto('/');
    await waitUntilInteractive(page);
    await page.getByTestId('section-spotify').getByRole('link').click();
    const confirm = page.getByTestId('link-confirm-dialog');
    await expect(confirm).toContainText(SPOTIFY_URL);
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toBeHidden();

    await page.getByTestId('section-spotify').getByRole('link').click();
    const [popup] = await Promise.all([context.waitForEvent('page'), confirm.getByRole('button', { name: 'Apri' }).click()]);
    expect(popup.url()).toBe(SPOTIFY_URL);
    await expect.poll(() => rows(`SELECT metadata FROM engagement.analytics WHERE event = 'section_click'`)).toHaveLength(2);
  });

  test('the footer opens the built-in privacy and terms texts', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Privacy' }).click();
    await expect(page.getByTestId('legal-privacy')).toContainText('Quali dati raccogliamo');
    await closeWithEscape(page, page.getByRole('dialog'));
    await page.getByRole('button', { name: 'Termini di servizio' }).click();
    await expect(page.getByTestId('legal-terms')).toContainText('Condizioni di prenotazione');
  });

  test('switching language changes the interface text and <html lang>, and is remembered', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('button', { name: 'Leggi di più' })).toBeVisible();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Weiterlesen' })).toBeVisible();
    await page.reload();
    await waitUntilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Weiterlesen' })).toBeVisible();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  // The screenshots of the page in both modes are visitor-layout.spec.ts's.
  test('dark mode survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('dark-mode-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await waitUntilInteractive(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('themed-background')).toHaveCSS('background-image', /rgb\(0, 0, 0\)/);
  });

  test('the mini avatar appears after 300 px of scroll and brings the profile back', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(page.getByTestId('mini-avatar')).toHaveCount(0);
    await page.mouse.wheel(0, 900);
    await expect(page.getByTestId('mini-avatar')).toBeVisible();
    await page.getByTestId('mini-avatar').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  });
});
