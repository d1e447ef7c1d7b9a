import { PageTemplate } from './page-template';

const BUILT = [
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/main.js"></script>',
  '<link rel="modulepreload" href="/assets/vendor.js"></head><body><div id="root"></div></body></html>',
].join('');

const slots = { htmlAttributes: 'lang="en" dir="ltr"', nonce: 'N0NCE', head: '', afterRoot: '', bodyEnd: '' };

describe(PageTemplate.name, () => {
  it('fills the language, the nonce of every built script and the three insertion points', () => {
    const sut = new PageTemplate(BUILT);
    const html = sut.fill({ ...slots, head: '<meta name="h">', afterRoot: '<script id="state"></script>', bodyEnd: '<i>end</i>' });
    expect(html).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><script nonce="N0NCE" type="module" src="/assets/main.js"></script>' +
        '<link rel="modulepreload" nonce="N0NCE" href="/assets/vendor.js"><meta name="h"></head><body><div id="root"></div>' +
        '<script id="state"></script><i>end</i></body></html>',
    );
  });

  it.each(["$'", '$`', '$&', '$$', '$1', '$<name>'])('keeps the pattern %s in any value exactly as written', (pattern) => {
    const sut = new PageTemplate(BUILT);
    const value = `Luna ${pattern} Vega </head> <div id="root"></div> </body>`;
    const html = sut.fill({ ...slots, head: value, afterRoot: value, bodyEnd: value });
    expect(html.split(value)).toHaveLength(4);
    expect(html.length).toBe(sut.fill(slots).length + 3 * value.length);
  });
});
