import { LANGUAGES } from '../common/languages';
import { PANEL_STRING_LOADERS } from './panel-string-loaders';

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the panel strings (docs/decisions.md, D-130)', () => {
  it.each(LANGUAGES)('%s has every English key, each with the placeholders English gives it', async (language) => {
    const [english, own] = await Promise.all([PANEL_STRING_LOADERS.en(), PANEL_STRING_LOADERS[language]()]);
    for (const [key, text] of Object.entries(english)) {
      expect({ key, text: typeof own[key] }).toEqual({ key, text: 'string' });
      // A plural's singular may spell the number out ("حجز واحد"); every other form names it.
      const expected = placeholders(text).filter((name) => !(PLURAL.test(key) && name === '{{count}}'));
      expect({ key, missing: expected.filter((name) => !placeholders(own[key] ?? '').includes(name)) }).toEqual({ key, missing: [] });
    }
  });

  it.each(LANGUAGES)('%s has every plural form its language uses, for each counted string', async (language) => {
    const [english, own] = await Promise.all([PANEL_STRING_LOADERS.en(), PANEL_STRING_LOADERS[language]()]);
    const counted = [
      ...new Set(
        Object.keys(english)
          .filter((key) => PLURAL.test(key))
          .map((key) => key.replace(PLURAL, '')),
      ),
    ];
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = counted.flatMap((stem) => forms.map((form) => `${stem}_${form}`)).filter((key) => own[key] === undefined);
    expect(missing).toEqual([]);
  });

  it('Italian keeps the spec’s Italian words as written', async () => {
    const italian = await PANEL_STRING_LOADERS.it();
    expect(italian['admin.shell.logoutTitle']).toBe('Conferma Logout');
    expect(italian['admin.shell.logoutQuestion']).toBe('Sei sicuro di voler uscire dal pannello di amministrazione?');
    expect(italian['admin.tracking.saved']).toBe('Impostazioni di Tracking Salvate');
  });
});
