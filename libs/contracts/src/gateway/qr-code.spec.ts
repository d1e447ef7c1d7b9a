import { isQrSource, qrCodeAddress, qrSourceOf } from './qr-code';

describe(qrCodeAddress.name, () => {
  it('is the page’s address, with the source when one is named', () => {
    expect(qrCodeAddress('https://luna.example')).toBe('https://luna.example/');
    expect(qrCodeAddress('https://luna.example', 'merch_table-2')).toBe('https://luna.example/?utm_source=merch_table-2');
  });
});

describe(qrSourceOf.name, () => {
  it('reads a source a code can carry from a visit’s address, and nothing else', () => {
    expect(qrSourceOf('?lang=it&utm_source=poster')).toBe('poster');
    expect(qrSourceOf('?utm_source=Poster')).toBeUndefined();
    expect(qrSourceOf('?utm_source=%3Cb%3E')).toBeUndefined();
    expect(qrSourceOf(`?utm_source=${'a'.repeat(41)}`)).toBeUndefined();
    expect(qrSourceOf('')).toBeUndefined();
  });

  it('takes 1 to 40 lower-case letters, digits, - and _, starting with a letter or digit', () => {
    expect(['a', 'a'.repeat(40), 'tour-2026', 'bar_1'].every(isQrSource)).toBe(true);
    expect(['', '-poster', 'a b', 'é', 42, null].some(isQrSource)).toBe(false);
  });
});
