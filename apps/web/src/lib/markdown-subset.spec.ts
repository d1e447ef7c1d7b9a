import { describe, expect, it } from '@jest/globals';
import { parseMarkdownSubset } from './markdown-subset';

describe(parseMarkdownSubset.name, () => {
  it('reads bold, italic and bare links', () => {
    expect(parseMarkdownSubset('New **album** out *now*: https://shop.example/cd.')).toEqual([
      { kind: 'text', text: 'New ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'album' }] },
      { kind: 'text', text: ' out ' },
      { kind: 'em', children: [{ kind: 'text', text: 'now' }] },
      { kind: 'text', text: ': ' },
      { kind: 'link', href: 'https://shop.example/cd' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads italics and links inside bold', () => {
    expect(parseMarkdownSubset('**see *this* http://a.example**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'see ' },
          { kind: 'em', children: [{ kind: 'text', text: 'this' }] },
          { kind: 'text', text: ' ' },
          { kind: 'link', href: 'http://a.example' },
        ],
      },
    ]);
  });

  it.each([
    '<b>bold</b> <script>alert(1)</script>',
    '[a link](https://x.example)'.replace('https://x.example', 'javascript:alert(1)'),
    'javascript:alert(1) and data:text/html,hi',
    '2 * 3 * 4 and a lone ** marker',
    '# not a heading\n- not a list',
  ])('keeps %j as plain text', (source) => {
    expect(parseMarkdownSubset(source)).toEqual([{ kind: 'text', text: source }]);
  });

  it('keeps a bracketed link plain but its address a link, without the bracket', () => {
    expect(parseMarkdownSubset('(https://x.example/a)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', href: 'https://x.example/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps line breaks in the text', () => {
    expect(parseMarkdownSubset('one\n**two**')).toEqual([
      { kind: 'text', text: 'one\n' },
      { kind: 'strong', children: [{ kind: 'text', text: 'two' }] },
    ]);
  });
});
