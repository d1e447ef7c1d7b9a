import { PublicContent } from '../src/profile/public-content';
import { BASE_POLICY } from '../src/web/content-security-policy';
import { API_POLICY } from '../src/web/security-headers';
import { initialStateOf, pageTrackersOf } from './support/initial-state';
import { INPUT_COST_LIMIT_MS, timedAnswer } from './support/input-cost';
import { runnableScriptsOf, scriptSourcesOf } from './support/page-scripts';
import { TestStack } from './support/test-stack';

describe('the HTML of the public page', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start();
    await stack.addSection({ type: 'text', title: 'Shown </script><script>alert(1)</script>', data: { content: 'hello' } });
    await stack.addSection({ type: 'text', title: 'Hidden', isVisible: false });
  });
  afterAll(() => stack?.stop());

  const page = async (path = '/', headers: Record<string, string> = {}) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers });
    return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  };

  it('inlines the profile, the visible sections and the interface strings of the browser language', async () => {
    const { status, html } = await page('/', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    const state = initialStateOf(html);
    expect(state.profile).toMatchObject({ name: 'Artist Name' });
    expect(state.profile).not.toHaveProperty('trackingSettings');
    expect(state.sections.map((section) => section.title)).toEqual(['Shown </script><script>alert(1)</script>']);
    expect(state.language).toBe('fr');
    expect(state.strings['text.readMore']).toBe('Lire la suite');
    // Legal texts fall back to English where a language has none.
    expect(state.strings['legal.terms.acceptance']).toBe('Acceptance');
    // A title cannot close the script element.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('prefers the language the visitor chose (cookie), then Italian when the browser speaks none', async () => {
    expect(initialStateOf((await page('/', { cookie: 'language=ar', 'accept-language': 'fr' })).html).language).toBe('ar');
    expect((await page('/', { cookie: 'language=ar' })).html).toContain('<html lang="ar" dir="rtl">');
    const fallback = await page('/', { 'accept-language': 'sv-SE, nl' });
    expect(initialStateOf(fallback.html).language).toBe('it');
    expect(initialStateOf(fallback.html).strings['text.readMore']).toBe('Leggi di più');
  });

  it('runs its inline scripts by their hashes only, the same page for every visitor, and inlines state only on /', async () => {
    const first = await page('/');
    const second = await page('/');
    expect(second).toEqual(first);
    expect(first.csp).toContain("object-src 'none'");
    expect(first.csp).not.toContain('googletagmanager');
    // Every script that runs is inline and named by its hash; the initial state and the JSON-LD are data blocks, never run.
    const scripts = runnableScriptsOf(first.html);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script.tag).toBe('<script>');
    expect(scriptSourcesOf(first.csp)).toEqual(["'self'", ...scripts.map((script) => script.hash)]);
    expect((await page('/admin/login')).html).not.toContain('id="initial-state"');
  });

  it("puts on the visitor's page only the trackers enabled and set, and allows their hosts then", async () => {
    await stack.db.query(`UPDATE profile.profiles SET tracking_settings = $1`, [
      JSON.stringify({
        googleAnalytics: { measurementId: 'G-TEST1234', enabled: true },
        googleTagManager: { containerId: 'GTM-ABCD123', enabled: false },
        facebookPixel: { pixelId: '', enabled: true },
        customScripts: { headScripts: '<script>window.custom = 1</script>', bodyScripts: '<noscript>hi</noscript>', enabled: true },
      }),
    ]);
    await stack.app.get(PublicContent).invalidate();
    const { html, csp } = await page('/');
    // Data for after the visitor's consent (docs/decisions.md, D-87, D-88), never a script of the page.
    expect(pageTrackersOf(html)).toEqual({
      googleAnalytics: 'G-TEST1234',
      googleTagManager: null,
      facebookPixel: null,
      customScripts: { head: '<script>window.custom = 1</script>', body: '<noscript>hi</noscript>' },
    });
    expect(html).not.toContain('window.custom = 1</script>');
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).not.toContain('connect.facebook.net');
    // And still never to visitors through the API.
    expect((await stack.request('GET', '/api/profile')).body).not.toHaveProperty('trackingSettings');
  });

  it('answers the public reads from the cache until it is invalidated', async () => {
    const before = await stack.request<{ name: string }>('GET', '/api/profile');
    await stack.db.query(`UPDATE profile.profiles SET name = 'Renamed'`);
    expect((await stack.request<{ name: string }>('GET', '/api/profile')).body.name).toBe(before.body.name);
    await stack.app.get(PublicContent).invalidate();
    expect((await stack.request<{ name: string }>('GET', '/api/profile')).body.name).toBe('Renamed');
  });

  describe('owner content holding replacement patterns', () => {
    const PATTERNS = ["$'", '$`', '$&', '$$', '$1', '$<x>'];

    it.each(PATTERNS)('keeps %s in the name, the description and both custom scripts exactly as written', async (pattern) => {
      const name = `Luna ${pattern} Vega`;
      const description = `Tour ${pattern} </head> <div id="root"></div> </body>`;
      const headScript = `<script>window.head = "${pattern}"</script>`;
      const bodyScript = `<noscript>body ${pattern}</noscript>`;
      await stack.db.query(`UPDATE profile.profiles SET name = $1, description = $2, tracking_settings = $3`, [
        name,
        description,
        JSON.stringify({ customScripts: { headScripts: headScript, bodyScripts: bodyScript, enabled: true } }),
      ]);
      await stack.app.get(PublicContent).invalidate();
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(initialStateOf(html).profile).toMatchObject({ name, description });
      expect(pageTrackersOf(html)?.customScripts).toEqual({ head: headScript, body: bodyScript });
      // The page is the template once: one <head>, one root, one initial state.
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/id="initial-state"/g)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
    });
  });

  it('serves /index.html as a page with its policy, never the raw template', async () => {
    const { status, html, csp } = await page('/index.html');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    const scripts = runnableScriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scriptSourcesOf(csp)).toEqual(["'self'", ...scripts.map((script) => script.hash)]);
  });

  it('answers a path of 16,000 slashes at once, and refuses a longer target than any page has', async () => {
    const { answer, elapsedMs } = await timedAnswer(async () => [
      await page('/admin' + '/'.repeat(2000)),
      await page('/' + '/'.repeat(16000)),
    ]);
    expect(answer.map(({ status }) => status)).toEqual([200, 414]);
    expect(elapsedMs).toBeLessThan(INPUT_COST_LIMIT_MS);
  });

  it('switches off the browser features the site does not use, on its documents', async () => {
    for (const response of [await fetch(`${stack.baseUrl}/`), await fetch(`${stack.baseUrl}/no-such-page`)]) {
      const policy = response.headers.get('permissions-policy') ?? '';
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('web-share=(self)');
    }
  });

  it('sends the security headers on every answer: pages, calls, files, 404s and refused requests', async () => {
    const answers = [
      await fetch(`${stack.baseUrl}/`),
      await fetch(`${stack.baseUrl}/api/profile`),
      await fetch(`${stack.baseUrl}/favicon.svg`),
      await fetch(`${stack.baseUrl}/no-such-page`),
      await fetch(`${stack.baseUrl}/api/sections`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('referrer-policy')).toBeTruthy();
      expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(answer.headers.get('content-security-policy')).toContain("base-uri 'none'");
      // Served over plain HTTP outside production: no HSTS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('gives the API’s answers a policy that lets nothing load or run, and no document-only headers (D-184)', async () => {
    const answers = [
      await fetch(`${stack.baseUrl}/api/profile`),
      await fetch(`${stack.baseUrl}/api/profile`, { headers: { cookie: 'unrelated=1' } }),
      await fetch(`${stack.baseUrl}/api/sections`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      await fetch(`${stack.baseUrl}/api/no-such-call`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 401]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(API_POLICY);
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('permissions-policy')).toBeNull();
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    }
    // The contract's page is a document under /api/, and gets the documents' set.
    const docs = await fetch(`${stack.baseUrl}/api/docs`);
    expect(docs.headers.get('content-security-policy')).toBe(BASE_POLICY);
    expect(docs.headers.get('permissions-policy')).toContain('camera=()');
  });
});
