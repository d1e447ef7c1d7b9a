import { robotsTxt, securityTxt, sitemapXml } from './crawler-files';

describe('the files crawlers ask for', () => {
  it('robots.txt keeps crawlers off the owner’s pages and the API, and names the sitemap', () => {
    const text = robotsTxt('https://luna.example');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Sitemap: https://luna.example/sitemap.xml']),
    );
  });

  it('the sitemap lists the page in the ten languages, each naming the others as alternates', () => {
    const xml = sitemapXml('https://luna.example');
    expect(xml.match(/<url>/g)).toHaveLength(11);
    expect(xml).toContain('<loc>https://luna.example/?lang=ja</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://luna.example/?lang=ar"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://luna.example/"/>');
    expect(xml.match(/hreflang="ar"/g)).toHaveLength(11);
  });

  it('security.txt has the contact, an expiry under a year ahead and its canonical address (RFC 9116)', () => {
    const text = securityTxt('https://luna.example', 'mailto:security@luna.example', new Date('2026-11-26T10:00:00Z'));
    expect(text).toBe(
      [
        'Contact: mailto:security@luna.example',
        'Expires: 2027-05-25T00:00:00Z',
        'Preferred-Languages: en, it',
        'Canonical: https://luna.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});
