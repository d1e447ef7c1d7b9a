import { describe, expect, it } from '@jest/globals';
import { builtInStringsOf, interfaceStringsFor, uiStringsFor } from '@stagelink/contracts';
import { createI18n } from './i18n-instance';

describe(createI18n.name, () => {
  // Spanish as the page gets it: the owner's one text over the built-in tables (spec section 9).
  const sut = createI18n('es', interfaceStringsFor('es', { 'booking.open': 'Escríbeme' }));

  it("reads the owner's text, then the language's built-in, then built-in English", () => {
    expect(sut.t('booking.open')).toBe('Escríbeme');
    expect(sut.t('text.readMore')).toBe(builtInStringsOf('es')['text.readMore']);
    expect(builtInStringsOf('es')['legal.terms.acceptance']).toBeUndefined();
    expect(sut.t('legal.terms.acceptance')).toBe(uiStringsFor('en')['legal.terms.acceptance']);
  });

  it("falls back to the caller's text for a key no table has, then to the key itself", () => {
    expect(sut.t('custom.tourBanner', 'Tour 2025')).toBe('Tour 2025');
    expect(sut.t('custom.tourBanner', { defaultValue: 'Tour 2025' })).toBe('Tour 2025');
    expect(sut.t('custom.tourBanner')).toBe('custom.tourBanner');
  });
});
