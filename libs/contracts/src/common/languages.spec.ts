import { acceptLanguagePreferences, pickLanguage, textDirection } from './languages';

describe(pickLanguage.name, () => {
  it('takes the first supported language, region tags included', () => {
    expect(pickLanguage(['sv-SE', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['zh-Hant-TW'])).toBe('zh');
  });

  it('falls back to Italian', () => {
    expect(pickLanguage(['sv', 'nl'])).toBe('it');
    expect(pickLanguage([])).toBe('it');
  });
});

describe(acceptLanguagePreferences.name, () => {
  it('orders by q-value, then by position, and drops q=0', () => {
    expect(acceptLanguagePreferences('fr;q=0.5, en-GB, de;q=0.9, es;q=0')).toEqual(['en-GB', 'de', 'fr']);
    expect(acceptLanguagePreferences(undefined)).toEqual([]);
  });
});

describe(textDirection.name, () => {
  it('lays Arabic out right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('it')).toBe('ltr');
  });
});
