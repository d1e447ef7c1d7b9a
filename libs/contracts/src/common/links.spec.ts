import { completeLink } from './links';

describe(completeLink.name, () => {
  it.each([
    ['instagram.com/lunavega', 'https://instagram.com/lunavega'],
    ['www.tiktok.com/@luna?lang=it', 'https://www.tiktok.com/@luna?lang=it'],
    ['  open.spotify.com  ', 'https://open.spotify.com'],
    ['shop.example:8443/cart', 'https://shop.example:8443/cart'],
    ['negozio.città.it', 'https://negozio.città.it'],
  ])('completes %j to %j', (typed, completed) => {
    expect(completeLink(typed)).toBe(completed);
  });

  it.each([
    'https://x.example',
    'http://x.example',
    'mailto:a@b.example',
    'tel:+391234',
    'javascript:alert(1)',
    '/media/a.webp',
    '//evil.example',
    'just words',
    '',
    'localhost',
  ])('leaves %j as it is', (typed) => {
    expect(completeLink(typed)).toBe(typed);
  });

  it('makes an e-mail address a mailto: link only where mail is allowed', () => {
    expect(completeLink('luna@example.com', { mail: true })).toBe('mailto:luna@example.com');
    expect(completeLink('luna@example.com')).toBe('luna@example.com');
  });
});
