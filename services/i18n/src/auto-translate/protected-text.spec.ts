import { protectForTranslation, restoreAfterTranslation } from './protected-text';

describe(protectForTranslation.name, () => {
  it('keeps links, e-mails, @usernames and numbers out of what is sent, and puts them back', () => {
    const text = 'Scrivi a info@giulia.example o @giulia.music, vedi https://x.example/a?b=1 e www.giulia.example: 3 date, 12.50 €';
    const prepared = protectForTranslation(text);
    expect(prepared.html).toBe(
      'Scrivi a <span data-k="0"></span> o <span data-k="1"></span>, vedi <span data-k="2"></span> e <span data-k="3"></span>: <span data-k="4"></span> date, <span data-k="5"></span> €',
    );
    expect(prepared.kept).toEqual(['info@giulia.example', '@giulia.music', 'https://x.example/a?b=1', 'www.giulia.example', '3', '12.50']);
    expect(restoreAfterTranslation(prepared.html, prepared.kept)).toBe(text);
  });

  it("keeps line breaks and the owner's HTML through a translation, a linking tag kept out whole", () => {
    const text = 'Prima riga\nSeconda <b>forte</b> & <a href="https://x.example">link</a> 1 < 2';
    const prepared = protectForTranslation(text);
    expect(prepared.html).toBe(
      'Prima riga<br data-n="1">Seconda <b>forte</b> &amp; <span data-k="0"></span>link</a> <span data-k="1"></span> &lt; <span data-k="2"></span>',
    );
    const translated = prepared.html.replace('Prima riga', 'First line').replace('Seconda', 'Second');
    expect(restoreAfterTranslation(translated, prepared.kept)).toBe(
      'First line\nSecond <b>forte</b> & <a href="https://x.example">link</a> 1 < 2',
    );
  });

  it('knows a text of only links and numbers has nothing to translate', () => {
    expect(protectForTranslation('https://x.example 2024').hasWords).toBe(false);
    expect(protectForTranslation('Tour 2024').hasWords).toBe(true);
  });

  it('adds a placeholder the provider dropped at the end rather than losing it', () => {
    const prepared = protectForTranslation('Vedi https://x.example');
    expect(restoreAfterTranslation('See', prepared.kept)).toBe('See https://x.example');
  });
});
