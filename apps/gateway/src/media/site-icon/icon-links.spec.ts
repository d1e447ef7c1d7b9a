import { iconLinksOf, pngFromIcon } from './icon-links';

describe(iconLinksOf.name, () => {
  const page = new URL('https://shop.example/artists/luna');

  it('lists touch icons first, then the largest, as absolute addresses, leaving SVG out', () => {
    const html = `<head>
      <link rel="icon" href="/favicon-16.png" sizes="16x16">
      <link rel='icon' href='icons/big.png?v=2&amp;x=1' sizes='64x64'>
      <LINK REL="shortcut icon" HREF=/favicon.ico>
      <link rel="icon" type="image/svg+xml" href="/icon.svg">
      <link rel="apple-touch-icon" href="https://cdn.example/touch.png">
      <link rel="stylesheet" href="/site.css">
    </head>`;
    expect(iconLinksOf(html, page).map(String)).toEqual([
      'https://cdn.example/touch.png',
      'https://shop.example/artists/icons/big.png?v=2&x=1',
      'https://shop.example/favicon-16.png',
      'https://shop.example/favicon.ico',
    ]);
  });

  it('finds nothing in a page without icons', () => {
    expect(iconLinksOf('<html><body>hi</body></html>', page)).toEqual([]);
  });
});

describe(pngFromIcon.name, () => {
  it('takes the largest PNG out of an icon file, and leaves other bytes alone', () => {
    const small = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4)]);
    const large = Buffer.concat([small, Buffer.alloc(20)]);
    const header = Buffer.alloc(6 + 32);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(2, 4);
    header.writeUInt32LE(small.length, 6 + 8);
    header.writeUInt32LE(header.length, 6 + 12);
    header.writeUInt32LE(large.length, 22 + 8);
    header.writeUInt32LE(header.length + small.length, 22 + 12);
    expect(pngFromIcon(Buffer.concat([header, small, large]))).toEqual(large);
    const notAnIcon = Buffer.from('GIF89a');
    expect(pngFromIcon(notAnIcon)).toBe(notAnIcon);
  });
});
