import { createHash } from 'node:crypto';
import { inlineScriptHashes, scriptHashSource } from './script-hashes';

const hashOf = (text: string) => scriptHashSource(text);

describe(scriptHashSource.name, () => {
  it("is the CSP source of the text's SHA-256, in base64", () => {
    const digest = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHashSource('alert(1)')).toBe(`'sha256-${digest}'`);
  });
});

describe(inlineScriptHashes.name, () => {
  it('hashes each inline script that runs, once, and no file, data block or script in a comment', () => {
    const markup = [
      '<script>window.a = 1</script>',
      '<script src="https://cdn.example.com/a.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="module">import "/x.js"</script>',
      '<!-- <script>window.hidden = 1</script> -->',
      '<div><SCRIPT type="text/javascript">window.b = 2</SCRIPT ></div>',
      '<script>window.a = 1</script>',
    ].join('');
    expect(inlineScriptHashes(markup)).toEqual([hashOf('window.a = 1'), hashOf('import "/x.js"'), hashOf('window.b = 2')]);
  });

  it('reads an unclosed script to the end, and an unclosed comment hides the rest, as the browser does', () => {
    expect(inlineScriptHashes('<script>window.brokenHead = 1')).toEqual([hashOf('window.brokenHead = 1')]);
    expect(inlineScriptHashes('<!-- never closed <script>window.neverRuns = 1</script>')).toEqual([]);
  });

  it('hashes the text with its line breaks as the browser reads them', () => {
    expect(inlineScriptHashes('<script>\r\nwindow.a = 1;\rwindow.b = 2;\r\n</script>')).toEqual([
      hashOf('\nwindow.a = 1;\nwindow.b = 2;\n'),
    ]);
  });
});
