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

  // The unsubscribe page was the gateway's own page in these two languages (D-65); its words stay (D-150).
  it('keeps the Italian and English words of the unsubscribe page as they were', () => {
    const words = (language: 'it' | 'en') => {
      const strings = uiStringsFor(language);
      return [
        strings['unsubscribe.title'],
        strings['unsubscribe.heading'],
        strings['unsubscribe.explanation'],
        strings['unsubscribe.button'],
        strings['unsubscribe.doneHeading'],
        strings['unsubscribe.done'],
        strings['unsubscribe.invalid'],
        strings['unsubscribe.invalidHint'],
        strings['newsletter.failedText'],
        strings['profile.backToTop'],
      ];
    };
    expect(words('it')).toEqual([
      'Annulla iscrizione',
      'Annullare l’iscrizione alla newsletter?',
      'Non riceverai più aggiornamenti a questo contatto.',
      'Annulla iscrizione',
      'Iscrizione annullata',
      'Iscrizione annullata. Non riceverai più la newsletter.',
      'Questo link non è valido.',
      'Controlla di aver aperto il link completo ricevuto nel messaggio.',
      'Si è verificato un errore. Riprova più tardi.',
      'Torna al profilo',
    ]);
    expect(words('en')).toEqual([
      'Unsubscribe',
      'Unsubscribe from the newsletter?',
      'You will no longer receive updates at this contact.',
      'Unsubscribe',
      'Unsubscribed',
      'You have been unsubscribed. You will no longer receive the newsletter.',
      'This link is not valid.',
      'Check that you opened the whole link from the message.',
      'Something went wrong. Please try again later.',
      'Back to the profile',
    ]);
  });
});
