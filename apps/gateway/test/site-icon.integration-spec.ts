import sharp from 'sharp';
import type { MediaItem } from '@stagelink/contracts';
import { LocalSite } from '@stagelink/testing';
import { TestStack } from './support/test-stack';
import { mediaRowCount } from './support/uploads';

const NOT_FOUND = (host: string) =>
  `No icon could be fetched from ${host}: add a logo yourself, or leave it empty and the page shows a globe.`;

/** `POST /api/media/site-icon` against a local site (docs/decisions.md, D-110): 127.0.0.1 is allowed by configuration. */
describe('fetching a custom link’s site icon', () => {
  let stack: TestStack;
  let cookie: string;
  let site: LocalSite;
  let host: string;

  beforeAll(async () => {
    const icon = await sharp({ create: { width: 180, height: 180, channels: 3, background: '#e91e63' } })
      .png()
      .toBuffer();
    site = await LocalSite.start({
      '/': { body: '<html><head><link rel="apple-touch-icon" href="/touch.png"></head></html>' },
      '/touch.png': { type: 'image/png', body: icon },
      '/to-private': { status: 302, location: 'http://127.0.0.2/touch.png' },
      '/huge/': { body: '<link rel="icon" href="/huge/icon.png">' },
      '/huge/icon.png': { type: 'image/png', body: Buffer.concat([icon, Buffer.alloc(1024 * 1024)]) },
      '/words/': { body: '<link rel="icon" href="/words/icon.png">' },
      '/words/icon.png': { type: 'text/plain', body: 'not a picture' },
      '/slow/': { hang: true },
    });
    host = `127.0.0.1`;
    stack = await TestStack.start({ SITE_ICON_ALLOWED_ADDRESSES: '127.0.0.1', SITE_ICON_TIMEOUT_MS: '1000' });
    cookie = await stack.login();
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.stop();
  });
  beforeEach(() => stack.db.query('TRUNCATE profile.media_items'));

  const fetchIcon = (url: unknown, withCookie = true) =>
    stack.request<MediaItem & { message: string }>('POST', '/api/media/site-icon', {
      body: { url },
      cookie: withCookie ? cookie : undefined,
    });

  it("stores the site's touch icon as the owner's own image, served from this site", async () => {
    const answer = await fetchIcon(`${site.url}/`);
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/^\/media\/[a-f0-9]+\.webp$/);
    expect(answer.body.originalName).toBe(`${host} icon`);
    const served = await fetch(`${stack.baseUrl}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await mediaRowCount(stack)).toBe(1);
  });

  it.each([
    ['http://127.0.0.2/', '127.0.0.2 is not a public address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
    ['http://[::1]/', '::1 is not a public address'],
    ['http://10.0.0.1/', '10.0.0.1 is not a public address'],
  ])('refuses %s, a private address, with 400 and without a request', async (url, reason) => {
    const answer = await fetchIcon(url);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Site icons are fetched only from public addresses: ${reason}.`);
    expect(await mediaRowCount(stack)).toBe(0);
  });

  it('does not follow a redirect to a private address', async () => {
    const before = site.hits.get('/to-private') ?? 0;
    const answer = await fetchIcon(`${site.url}/to-private`);
    expect(site.hits.get('/to-private')).toBe(before + 1);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Site icons are fetched only from public addresses: 127.0.0.2 is not a public address.');
  });

  it.each([
    ['an icon over 1 MB', '/huge/'],
    ['an icon that is not an image', '/words/'],
    ['a site that never answers', '/slow/'],
  ])('gives up on %s with 422, storing nothing', async (_what, path) => {
    const answer = await fetchIcon(`${site.url}${path}`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(NOT_FOUND(host));
    expect(await mediaRowCount(stack)).toBe(0);
  });

  it('is for the owner only, and takes only web links', async () => {
    expect((await fetchIcon(`${site.url}/`, false)).status).toBe(401);
    const bad = await fetchIcon('file:///etc/passwd');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('url: must be an http or https link');
  });
});
