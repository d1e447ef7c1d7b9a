import { isStorableText } from './storable-text';

describe(isStorableText.name, () => {
  it.each(['', 'plain', 'Ciao! Suoni il 12 luglio?', 'emoji 🎸 and 日本語', '\ud83c\udfb8'])('takes %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a high surrogate at the end', 'a\ud83c'],
    ['a lone low surrogate', '\udfb8a'],
    ['two high surrogates', '\ud83c\ud83c\udfb8'],
  ])('refuses %s', (_what, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isStorableText(1)).toBe(false);
    expect(isStorableText(null)).toBe(false);
  });
});
