import { createHash } from 'node:crypto';
import { PublicContent } from '../src/profile/public-content';
import { initialStateOf, pageTrackersOf as trackersIn } from './support/initial-state';
import { runnableScriptsOf, scriptSourcesOf } from './support/page-scripts';
import { TestStack } from './support/test-stack';

const HEAD = '<script src="https://cdn.tracker.example/t.js"></script><script>window.customHead = 1</script>';
const BODY = '<noscript><img src="https://cdn.tracker.example/px.gif"></noscript>';
const ALL_ON = {
  googleAnalytics: { measurementId: 'G-TEST1234', enabled: true },
  googleTagManager: { containerId: 'GTM-ABCD123', enabled: true },
  facebookPixel: { pixelId: '123456789012345', enabled: true },
  customScripts: { headScripts: HEAD, bodyScripts: BODY, enabled: true },
};
/** Every tracker switched off, identifiers and scripts still filled in. */
const NONE_ON = {
  googleAnalytics: { ...ALL_ON.googleAnalytics, enabled: false },
  googleTagManager: { ...ALL_ON.googleTagManager, enabled: false },
  facebookPixel: { ...ALL_ON.facebookPixel, enabled: false },
  customScripts: { ...ALL_ON.customScripts, enabled: false },
};
/** What marks a tracker in a page or its policy, whichever way it was put there. */
const TRACKER_MARKS = ['googletagmanager', 'G-TEST1234', 'GTM-ABCD123', '123456789012345', 'facebook', 'tracker.example', 'customHead'];

/** The pages that are the owner's, or an error: never a tracker, whatever the settings (D-87). */
const OWNER_AND_ERROR_PAGES = ['/admin/login', '/admin', '/bookings', '/admin/access-logs', '/no-such-page', '/index.html'];

interface Page {
  status: number;
  html: string;
  csp: string;
}

describe("the owner's trackers, by page and by viewer", () => {
  let stack: TestStack;
  let ownerCookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    ownerCookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  async function trackersOn(settings: unknown): Promise<void> {
    await stack.db.query(`UPDATE profile.profiles SET tracking_settings = $1`, [JSON.stringify(settings)]);
    await stack.app.get(PublicContent).invalidate();
  }

  async function page(path: string, cookie?: string): Promise<Page> {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  }

  /** Every script a browser would run: the inlined data (`application/json`) is never run. */
  // Data blocks (the page's state, the trackers, schema.org's JSON-LD) are never run.

  it('puts them on / for a visitor as data only, which no browser runs, and allows their hosts there', async () => {
    await trackersOn(ALL_ON);
    const { status, html, csp } = await page('/');
    expect(status).toBe(200);
    expect(trackersIn(html)).toEqual({
      googleAnalytics: 'G-TEST1234',
      googleTagManager: 'GTM-ABCD123',
      facebookPixel: '123456789012345',
      customScripts: { head: HEAD, body: BODY },
    });
    // None of them is a script of the page: only the page's own, inline, by their hashes. The
    // owner's inline script is allowed by its hash too, for a browser without 'strict-dynamic'.
    const pageScripts = runnableScriptsOf(html);
    for (const script of pageScripts) expect(script.tag).toBe('<script>');
    expect(html).not.toContain('window.customHead = 1</script>');
    expect(html).not.toContain('<noscript><img');
    const ownerScript = `'sha256-${createHash('sha256').update('window.customHead = 1').digest('base64')}'`;
    expect(scriptSourcesOf(csp)).toEqual([
      "'self'",
      ...pageScripts.map((script) => script.hash),
      ownerScript,
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https:',
    ]);
    expect(csp).toContain("connect-src 'self' https:;");

    // Without the owner's own scripts, the vendors' hosts are named, and no other.
    await trackersOn({ ...ALL_ON, customScripts: { ...ALL_ON.customScripts, enabled: false } });
    const vendorsOnly = await page('/');
    expect(scriptSourcesOf(vendorsOnly.csp)).toEqual([
      "'self'",
      ...pageScripts.map((script) => script.hash),
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
  });

  it.each(OWNER_AND_ERROR_PAGES)('%s carries none and names no tracking host, to a visitor and to the owner', async (path) => {
    await trackersOn(ALL_ON);
    for (const cookie of [undefined, ownerCookie]) {
      const { html, csp } = await page(path, cookie);
      expect(trackersIn(html)).toBeNull();
      for (const mark of TRACKER_MARKS) {
        expect({ cookie, where: 'html', has: html.includes(mark) && mark }).toEqual({ cookie, where: 'html', has: false });
        expect({ cookie, where: 'policy', has: csp.includes(mark) && mark }).toEqual({ cookie, where: 'policy', has: false });
      }
      expect(csp).not.toContain("'strict-dynamic'");
      expect(csp).toContain("connect-src 'self';");
    }
  });

  it("gives the owner's own view of / none, and a visitor holding a made-up session cookie the visitor's page", async () => {
    await trackersOn(ALL_ON);
    const owner = await page('/', ownerCookie);
    expect(owner.html).toContain('data-owner="true"');
    expect(trackersIn(owner.html)).toBeNull();
    expect(owner.csp).not.toContain('googletagmanager');
    expect(owner.csp).not.toContain("'strict-dynamic'");

    const forged = await page('/', 'stagelink_session=not-a-session');
    expect(forged.html).not.toContain('data-owner');
    expect(trackersIn(forged.html)?.googleAnalytics).toBe('G-TEST1234');
  });

  it('leaves the unsubscribe page without any, under the page policy with no tracking host', async () => {
    await trackersOn(ALL_ON);
    const { status, html, csp } = await page('/unsubscribe?id=1&token=forged');
    expect(status).toBe(403);
    for (const mark of TRACKER_MARKS) expect(html.includes(mark) || csp.includes(mark)).toBe(false);
    expect(csp).not.toContain("'strict-dynamic'");
  });

  it('puts nothing on / while tracking is off, and allows no host', async () => {
    await trackersOn(NONE_ON);
    const { html, csp } = await page('/');
    expect(trackersIn(html)).toBeNull();
    expect(csp).not.toContain("'strict-dynamic'");
    expect(csp).toContain("connect-src 'self';");
  });

  it.each([
    ['an unclosed <script>', '<script>window.broken = 1', '<p>after'],
    ['an unclosed <!--', '<!-- the rest is a comment', '<script>window.neverClosed = 1'],
    ['a stray </script> and </body></html>', '</script></head><body>', '</body></html><!--'],
  ])('keeps %s inside its own data: / is whole, and the panel never sees it', async (_name, head, body) => {
    await trackersOn({ ...ALL_ON, customScripts: { headScripts: head, bodyScripts: body, enabled: true } });
    const visitor = await page('/');
    expect(visitor.status).toBe(200);
    expect(trackersIn(visitor.html)?.customScripts).toEqual({ head, body });
    // The page is the template once, its state readable, its app rendered, and it ends as built.
    expect(visitor.html.match(/<\/html>/g)).toHaveLength(1);
    expect(visitor.html.match(/<\/body>/g)).toHaveLength(1);
    expect(initialStateOf(visitor.html).profile).toMatchObject({ name: expect.any(String) });
    expect(visitor.html).toMatch(/<div id="root"><[^/]/);
    expect(visitor.html.trimEnd()).toMatch(/<\/script>\s*<\/body>\s*<\/html>$/);

    // The panel is byte for byte the panel without any tracker.
    const panel = await page('/admin', ownerCookie);
    await trackersOn(NONE_ON);
    const untouched = await page('/admin', ownerCookie);
    expect(panel.status).toBe(200);
    expect(panel.html).toBe(untouched.html);
  });
});
