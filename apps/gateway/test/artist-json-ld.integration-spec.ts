import { runnableScriptsOf, scriptSourcesOf } from './support/page-scripts';
import { TestStack } from './support/test-stack';

interface JsonLd {
  '@type': string;
  name: string;
  description?: string;
  image: string;
  url: string;
  sameAs?: string[];
}

/** Every JSON-LD element of a page, parsed as a search engine reads it. */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '') as JsonLd);
}

describe('the artist as rich results on the served page', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ PUBLIC_URL: 'https://luna.example' });
    cookie = await stack.login();
    await stack.addSection({ type: 'spotify', data: { artistName: 'Luna', url: 'https://open.spotify.com/artist/42' }, order: 1 });
    await stack.addSection({ type: 'instagram', data: { username: 'luna.vega', url: '' }, order: 2 });
    await stack.addSection({
      type: 'tiktok',
      data: { username: 'luna', url: 'https://www.tiktok.com/@hidden' },
      order: 3,
      isVisible: false,
    });
    await stack.addSection({ type: 'custom', data: { url: 'https://shop.luna.example' }, order: 4 });
    await stack.addSection({ type: 'applemusic', data: { url: 'https://music.apple.com/artist/42' }, order: 5 });
  });
  afterAll(() => stack?.stop());

  const page = async (path = '/?lang=en') => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  };

  it('names the artist as a MusicGroup with the photo and exactly the visible social sections as sameAs', async () => {
    const [artist, ...others] = jsonLdOf((await page()).html);
    expect(others).toEqual([]);
    expect(artist).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Artist Name',
      url: 'https://luna.example/',
      image: expect.stringMatching(/^https:\/\/luna\.example\/icons\/512\.png\?v=[\w-]{10}$/) as unknown as string,
      sameAs: ['https://open.spotify.com/artist/42', 'https://www.instagram.com/luna.vega', 'https://music.apple.com/artist/42'],
    });
    // The photo it names is served.
    expect((await fetch(`${stack.baseUrl}${new URL(artist?.image ?? '').pathname}?v=1`)).status).toBe(200);
  });

  it('is data, not a script: no hash of it, and the page’s policy still runs only the page’s own scripts', async () => {
    const { html, csp } = await page();
    expect(html).toMatch(/<script type="application\/ld\+json">\{/);
    expect(scriptSourcesOf(csp)).toEqual(["'self'", ...runnableScriptsOf(html).map((script) => script.hash)]);
  });

  it('keeps a name with </script> and quotes inside the data, and follows the owner’s change', async () => {
    const name = 'Luna </script><script>alert("x")</script> \'Vega\'';
    expect((await stack.request('PUT', '/api/profile', { cookie, body: { name, description: 'On tour  now' } })).status).toBe(200);
    const { html } = await page('/?lang=it');
    expect(html).not.toContain('</script><script>alert("x")');
    const [artist] = jsonLdOf(html);
    expect(artist).toMatchObject({ name, description: 'On tour now' });
  });
});
