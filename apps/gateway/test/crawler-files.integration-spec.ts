import { TestStack } from './support/test-stack';

describe('what crawlers and browsers ask every site for', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ PUBLIC_URL: 'https://luna.example', SECURITY_CONTACT: 'mailto:security@luna.example' });
  });
  afterAll(() => stack?.stop());

  const get = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };

  it('answers /robots.txt with the owner’s pages and the API disallowed and the sitemap named', async () => {
    const { status, type, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    expect(body.toString()).toContain('Disallow: /admin\n');
    expect(body.toString()).toContain('Sitemap: https://luna.example/sitemap.xml');
  });

  it('answers /sitemap.xml with the ten languages as alternates', async () => {
    const { status, type, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect(body.toString()).toContain('hreflang="ko" href="https://luna.example/?lang=ko"');
  });

  it('answers /.well-known/security.txt with the configured contact', async () => {
    const { status, body } = await get('/.well-known/security.txt');
    expect(status).toBe(200);
    expect(body.toString()).toMatch(/^Contact: mailto:security@luna\.example\nExpires: \d{4}-\d\d-\d\dT00:00:00Z\n/);
  });

  it('answers /favicon.ico with a PNG of the artist’s photo', async () => {
    const { status, type, body } = await get('/favicon.ico');
    expect(status).toBe(200);
    expect(type).toBe('image/png');
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('names the other nine languages as og:locale:alternate on the page', async () => {
    const html = (await get('/?lang=it')).body.toString();
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    expect(html.match(/og:locale:alternate/g)).toHaveLength(9);
    expect(html).toContain('<meta property="og:locale:alternate" content="ar_AR">');
  });
});
