import sharp from 'sharp';
import type { VideoLikes } from '@stagelink/contracts';
import { PublicContent } from '../src/profile/public-content';
import { initialStateOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

describe('the public page rendered on the server', () => {
  let stack: TestStack;
  let videoId: number;

  beforeAll(async () => {
    stack = await TestStack.start({ PUBLIC_URL: 'https://luna.example' });
    await stack.db.query(`UPDATE profile.profiles SET name = 'Luna <Vega>', description = 'Cantautrice & producer da Milano.'`);
    videoId = await stack.addSection({
      type: 'video',
      title: 'Ultimi video',
      data: {
        videos: [
          { title: 'Notte Chiara', url: 'https://youtu.be/dQw4w9WgXcQ' },
          { title: 'Live', url: 'https://youtu.be/9bZkp7q19f0' },
        ],
      },
      order: 0,
    });
    await stack.addSection({
      type: 'spotify',
      title: 'Ascolta',
      data: { artistName: 'Luna su Spotify', url: 'https://open.spotify.com/artist/1' },
      order: 1,
    });
    await stack.addSection({
      type: 'text',
      title: 'La mia storia',
      data: { content: 'Breve.', longContent: 'Tutta la storia, lunga.' },
      order: 2,
    });
    await stack.addSection({ type: 'book', title: 'Nascosta', isVisible: false, order: 3 });
  });
  afterAll(() => stack?.stop());

  const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${stack.baseUrl}${path}`, { headers })).text();
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="initial-state"/s.exec(html)?.[1] ?? '';
  const meta = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

  it.each([
    ['en', 'Read more', 'ltr'],
    ['ar', 'اقرأ المزيد', 'rtl'],
  ])('renders the artist, every visible section and its links into the HTML, in %s', async (language, readMore, dir) => {
    const html = await page(`/?lang=${language}`);
    expect(html).toContain(`<html lang="${language}" dir="${dir}">`);
    const root = rootOf(html);
    expect(root).toContain('Luna &lt;Vega&gt;');
    expect(root).toContain('Cantautrice &amp; producer da Milano.');
    for (const text of ['Ultimi video', 'Notte Chiara', 'Luna su Spotify', 'La mia storia', 'Breve.']) expect(root).toContain(text);
    expect(root).not.toContain('Nascosta');
    expect(root).toContain(readMore);
    // A link card is a plain link, and the long text is there for a browser without scripts.
    expect(root).toMatch(/<a href="https:\/\/open\.spotify\.com\/artist\/1" target="_blank" rel="noopener noreferrer"/);
    expect(root).toContain(
      '<noscript><p class="whitespace-pre-line text-sm text-slate-700"><bdi>Tutta la storia, lunga.</bdi></p></noscript>',
    );
  });

  it('gives the page a title, a description, sharing previews, a canonical address and an alternate per language', async () => {
    const html = await page('/?lang=ar');
    expect(html).toContain('<title>Luna &lt;Vega&gt;</title>');
    expect(meta(html, 'name', 'description')).toBe('Cantautrice &amp; producer da Milano.');
    expect(meta(html, 'property', 'og:title')).toBe('Luna &lt;Vega&gt;');
    expect(meta(html, 'property', 'og:locale')).toBe('ar_AR');
    expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/luna\.example\/icons\/512\.png\?v=[\w-]{10}$/);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(html).toContain('<link rel="canonical" href="https://luna.example/?lang=ar">');
    expect(html.match(/<link rel="alternate" hreflang="[a-z-]+"/g)).toHaveLength(11);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://luna.example/">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    // The owner's pages are not for search engines.
    expect(await page('/admin/login')).toContain('<meta name="robots" content="noindex">');
  });

  it('shows an owner’s change at the next load', async () => {
    const owner = await stack.login();
    const saved = await stack.request('PUT', '/api/profile', { cookie: owner, body: { name: 'Luna Nuova', description: 'Nuovo disco.' } });
    expect(saved.status).toBe(200);
    const html = await page('/?lang=it');
    expect(rootOf(html)).toContain('Luna Nuova');
    expect(html).toContain('<title>Luna Nuova</title>');
    expect(initialStateOf(html).profile?.name).toBe('Luna Nuova');
  });

  it('offers a phone the small stored widths of every uploaded picture, and any other picture as it is', async () => {
    const upload = '/media/0123456789abcdef.webp';
    const widths = '/media/0123456789abcdef-320.webp 320w, /media/0123456789abcdef-640.webp 640w';
    await stack.addSection({
      type: 'image',
      title: 'Galleria',
      data: {
        images: [
          { url: upload, alt: 'Sul palco' },
          { url: 'https://cdn.example/foto.jpg', alt: 'Altrove' },
        ],
      },
      order: 4,
    });
    await stack.addSection({ type: 'book', title: 'Il libro', data: { coverImage: upload, description: 'Copertina.' }, order: 5 });
    await stack.addSection({ type: 'custom', title: 'Sito', data: { url: 'https://luna.example', logoUrl: upload }, order: 6 });
    const root = rootOf(await page('/'));
    const imageTag = (attribute: string) => new RegExp(`<img[^>]*${attribute}[^>]*>`, 'g');
    const uploaded = root.match(imageTag(`src="${upload}"`)) ?? [];
    expect(uploaded).toHaveLength(3);
    // React writes the attribute as `srcSet`; HTML reads attribute names in any case.
    for (const tag of uploaded) expect(tag.toLowerCase()).toContain(`srcset="${widths}`);
    expect(uploaded.map((tag) => /sizes="([^"]*)"/.exec(tag)?.[1])).toEqual(['(min-width: 576px) 180px, 30vw', '96px', '48px']);
    expect(root.match(imageTag('src="https://cdn.example/foto.jpg"'))?.[0]?.toLowerCase()).not.toContain('srcset');
  });

  it('marks the page it serves the logged-in owner, and no other', async () => {
    const owner = await stack.login();
    expect(await page('/', { cookie: owner })).toMatch(/<html lang="\w+" dir="\w+" data-owner="true">/);
    expect(await page('/')).not.toContain('data-owner');
    expect(await page('/', { cookie: 'stagelink_session=not-a-session' })).not.toContain('data-owner');
  });

  it('brings every video’s like count with the page, and this visitor’s likes for all of them in one call', async () => {
    const like = await stack.request('POST', `/api/sections/${videoId}/like`, { body: { videoIndex: 1 } });
    expect(like.status).toBe(200);
    await stack.app.get(PublicContent).invalidate();
    const counts = initialStateOf(await page('/')).likes;
    expect(counts).toEqual([
      { sectionId: videoId, videoIndex: 0, liked: false, totalLikes: 0 },
      { sectionId: videoId, videoIndex: 1, liked: false, totalLikes: 1 },
    ]);
    const mine = await stack.request<VideoLikes[]>('GET', '/api/likes');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body).toEqual([
      { sectionId: videoId, videoIndex: 0, liked: false, totalLikes: 0 },
      { sectionId: videoId, videoIndex: 1, liked: true, totalLikes: 1 },
    ]);
    // The spec's per-video call still answers one video.
    expect((await stack.request('GET', `/api/sections/${videoId}/likes?videoIndex=1`)).body).toEqual({ liked: true, totalLikes: 1 });
  });

  it('offers a web app manifest and icons made from the profile', async () => {
    const manifest = await fetch(`${stack.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
    expect(body).toMatchObject({ name: 'Luna Nuova', start_url: '/', display: 'standalone' });
    expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    const icon = await fetch(`${stack.baseUrl}${body.icons[0]?.src ?? ''}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect((await fetch(`${stack.baseUrl}/icons/100.png`)).status).toBe(404);
  });
});
