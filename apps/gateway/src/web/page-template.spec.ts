import { PageTemplate, type PageSlots } from './page-template';
import { scriptHashSource } from './script-hashes';

const DARK_MODE = "if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');";
const LOADER = "(function () { document.head.append(Object.assign(document.createElement('script'), { src: '/assets/main.js' })); })();";
const BUILT = [
  `<!doctype html><html lang="it"><head><title>Stagelink</title><script>${DARK_MODE}</script>`,
  `</head><body><div id="root"></div><script>${LOADER}</script></body></html>`,
].join('');

const slots: PageSlots = {
  htmlAttributes: 'lang="en" dir="ltr"',
  meta: '<title>Luna</title>',
  app: '',
  afterRoot: '',
  bodyEnd: '',
};

describe(PageTemplate.name, () => {
  it('fills the language, the meta, the app and the insertion points', () => {
    const sut = new PageTemplate(BUILT);
    const html = sut.fill({ ...slots, app: '<main>Luna</main>', afterRoot: '<script id="state"></script>', bodyEnd: '<i>end</i>' });
    expect(html).toBe(
      `<!doctype html><html lang="en" dir="ltr"><head><title>Luna</title><script>${DARK_MODE}</script>` +
        `</head><body><div id="root"><main>Luna</main></div><script id="state"></script><script>${LOADER}</script><i>end</i></body></html>`,
    );
  });

  it("knows the hashes of the build's inline scripts, and no others", () => {
    const sut = new PageTemplate(BUILT);
    expect(sut.scriptHashes).toEqual([scriptHashSource(DARK_MODE), scriptHashSource(LOADER)]);
  });

  it.each(["$'", '$`', '$&', '$$', '$1', '$<name>'])('keeps the pattern %s in any value exactly as written', (pattern) => {
    const sut = new PageTemplate(BUILT);
    const value = `Luna ${pattern} Vega </head> <div id="root"></div> </body>`;
    const html = sut.fill({ ...slots, app: value, afterRoot: value, bodyEnd: value });
    expect(html.split(value)).toHaveLength(4);
    expect(html.length).toBe(sut.fill(slots).length + 3 * value.length);
  });
});
