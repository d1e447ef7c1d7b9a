import { gunzipSync } from 'node:zlib';
import { splicedGzip } from '../compression/spliced-gzip';
import { PagePart } from './page-part';
import { PageTemplate, pageText, type PageSlots } from './page-template';

const BUILT = [
  '<!doctype html><html lang="it"><head><title>Stagelink</title><script type="module" src="/assets/main.js"></script>',
  '<link rel="modulepreload" href="/assets/vendor.js"></head><body><div id="root"></div></body></html>',
].join('');

const part = (text: string) => new PagePart(text);
const slots: PageSlots = {
  htmlAttributes: part('lang="en" dir="ltr"'),
  nonce: PagePart.perAnswer('N0NCE'),
  meta: part('<title>Luna</title>'),
  app: part(''),
  afterRoot: part(''),
  bodyEnd: part(''),
};

describe(PageTemplate.name, () => {
  it('fills the language, the meta, the nonce of every built script, the app and the insertion points', () => {
    const sut = new PageTemplate(BUILT);
    const html = pageText(
      sut.fill({
        ...slots,
        app: part('<main>Luna</main>'),
        afterRoot: part('<script id="state"></script>'),
        bodyEnd: part('<i>end</i>'),
      }),
    );
    expect(html).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><title>Luna</title><script nonce="N0NCE" type="module" src="/assets/main.js"></script>' +
        '<link rel="modulepreload" nonce="N0NCE" href="/assets/vendor.js"></head><body><div id="root"><main>Luna</main></div>' +
        '<script id="state"></script><i>end</i></body></html>',
    );
  });

  it.each(["$'", '$`', '$&', '$$', '$1', '$<name>'])('keeps the pattern %s in any value exactly as written', (pattern) => {
    const sut = new PageTemplate(BUILT);
    const value = `Luna ${pattern} Vega </head> <div id="root"></div> </body>`;
    const html = pageText(sut.fill({ ...slots, app: part(value), afterRoot: part(value), bodyEnd: part(value) }));
    expect(html.split(value)).toHaveLength(4);
    expect(html.length).toBe(pageText(sut.fill(slots)).length + 3 * value.length);
  });

  it('compresses to the same page, its parts spliced', () => {
    const parts = new PageTemplate(BUILT).fill({ ...slots, app: part('<main>é ✓</main>'.repeat(50)) });
    expect(gunzipSync(splicedGzip(parts.map((each) => each.spliceable()))).toString('utf8')).toBe(pageText(parts));
  });
});
