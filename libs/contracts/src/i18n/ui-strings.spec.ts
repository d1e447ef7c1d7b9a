import { LANGUAGES } from '../common/languages';
import { uiStringsFor } from './ui-strings';
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

});
