import { LANGUAGES } from '../common/languages';
import { builtInStringsOf, uiStringsFor } from './ui-strings';
import { en } from './ui-strings/en';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe(uiStringsFor.name, () => {
  it.each(LANGUAGES)('%s has every key, and keeps the placeholders of each string', (language) => {
    const strings = uiStringsFor(language);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(en[key as keyof typeof en]) });
    }
  });

  // The terms are long and fall back to English by design (D-03); everything else, the privacy
  // text included (it tells about the cookie banner, D-89), is translated.
  const translatable = Object.keys(en).filter((key) => !key.startsWith('legal.terms.'));
  // Words that read the same in a language as in English.
  const SAME_AS_ENGLISH: Record<string, string[]> = {
    it: ['booking.email', 'booking.budget', 'admin.button'],
    es: ['booking.errorTitle', 'newsletter.errorTitle', 'admin.button'],
    fr: ['booking.email', 'booking.message', 'booking.budget', 'admin.button', 'legal.privacy.contact'],
    de: ['booking.name', 'booking.optional', 'booking.budget', 'admin.button'],
    pt: ['booking.email', 'admin.button'],
  };

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s translates every interface string itself', (language) => {
    const own = builtInStringsOf(language) as Record<string, string | undefined>;
    expect(translatable.filter((key) => own[key] === undefined)).toEqual([]);
    const untranslated = translatable.filter((key) => own[key] === en[key as keyof typeof en]);
    expect(untranslated).toEqual(SAME_AS_ENGLISH[language] ?? []);
  });

  // A control's name holds its visible words (WCAG 2.5.3), which axe checks on the page.
  it.each(LANGUAGES)("%s names a date's ticket link with the words its button shows", (language) => {
    const strings = uiStringsFor(language);
    expect(strings['tour.ticketsFor']).toContain(strings['tour.tickets']);
  });
});
