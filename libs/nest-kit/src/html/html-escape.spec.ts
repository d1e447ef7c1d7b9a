import { escapeHtml, inertJson } from './html-escape';

describe(escapeHtml.name, () => {
  it('writes every character that could open a tag or end an attribute as an entity', () => {
    expect(escapeHtml(`Luna <Vega> & "friends" 'live'`)).toBe('Luna &lt;Vega&gt; &amp; &quot;friends&quot; &#39;live&#39;');
  });

  it('escapes an ampersand once, so an entity in the text is shown as written', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text, line breaks and non-Latin letters as they are', () => {
    expect(escapeHtml('Città\nمرحبا 🎵')).toBe('Città\nمرحبا 🎵');
  });
});

describe(inertJson.name, () => {
  it('writes JSON in which no text can end the script element', () => {
    const json = inertJson({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });
});
