import type { Section } from '../profile/profile';
import { SECTION_TYPES } from '../profile/section-data';
import {
  checkSectionContentData,
  pickSectionTexts,
  SECTION_TEXT_FIELDS,
  sectionTextLimit,
  sectionTextsOf,
  setSectionText,
} from './section-texts';
import { translatedProfile, translatedSections } from './translated-page';
import { interfaceStringsFor } from './ui-strings';

describe('translated content for a visitor', () => {
  const section: Section = {
    id: 3,
    profileId: 1,
    type: 'video',
    title: 'Video',
    data: {
      videos: [
        { title: 'Dal vivo', url: 'https://youtu.be/9bZkp7q19f0' },
        { title: 'Studio', url: 'https://youtu.be/abcdefghijk' },
      ],
    },
    order: 0,
    isVisible: true,
  };

  it('takes each translated field in place of the original, field by field', () => {
    expect(translatedProfile({ name: 'Giulia', description: 'Cantante' }, { name: '', description: 'Singer' })).toEqual({
      name: 'Giulia',
      description: 'Singer',
    });
    const [translated] = translatedSections(
      [section],
      [{ sectionId: 3, title: '', data: { videos: [{ title: 'Live', original: { title: 'Dal vivo' } }] } }],
    );
    expect(translated?.title).toBe('Video');
    expect(translated?.data).toEqual({
      videos: [
        { title: 'Live', url: 'https://youtu.be/9bZkp7q19f0' },
        { title: 'Studio', url: 'https://youtu.be/abcdefghijk' },
      ],
    });
  });

  it('lists the texts of a type and sets one by its path', () => {
    expect(sectionTextsOf('video', section.data)).toEqual([
      { path: 'videos.0.title', text: 'Dal vivo' },
      { path: 'videos.1.title', text: 'Studio' },
    ]);
    expect(setSectionText({}, 'videos.1.title', 'Studio EN')).toEqual({ videos: [{}, { title: 'Studio EN' }] });
  });

  it("keeps only the type's texts and checks them with the type's own schema", () => {
    expect(pickSectionTexts('book', { description: ' Libro ', link: 'javascript:alert(1)' })).toEqual({
      ok: true,
      value: { description: 'Libro' },
    });
    expect(checkSectionContentData('newsletter', {}, { buttonText: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: 'data.buttonText: must be at most 100 characters',
    });
  });
});

describe(sectionTextLimit.name, () => {
  /** One item per list, with what each type's schema requires of it. */
  const originals: Record<string, Record<string, unknown>> = {
    videos: { url: 'https://youtu.be/9bZkp7q19f0' },
    images: { url: 'https://example.com/a.jpg' },
    services: {},
  };

  it.each(SECTION_TYPES)("says the same limit as the %s type's own schema, for every text", (type) => {
    const spec = SECTION_TEXT_FIELDS[type];
    const original = Object.fromEntries(Object.keys(spec.lists).map((list) => [list, [originals[list]]]));
    const paths = [...spec.fields, ...Object.entries(spec.lists).flatMap(([list, fields]) => fields.map((field) => `${list}.0.${field}`))];
    for (const path of paths) {
      const limit = sectionTextLimit(type, path);
      expect([path, checkSectionContentData(type, original, setSectionText({}, path, 'x'.repeat(limit))).ok]).toEqual([path, true]);
      expect([path, checkSectionContentData(type, original, setSectionText({}, path, 'x'.repeat(limit + 1))).ok]).toEqual([path, false]);
    }
  });
});

describe(interfaceStringsFor.name, () => {
  it("follows spec section 9's order: the server's text, then the language's built-in, then English", () => {
    const strings = interfaceStringsFor('es', { 'booking.open': 'Escríbeme' });
    expect(strings['booking.open']).toBe('Escríbeme');
    expect(strings['video.like']).toBe(interfaceStringsFor('es', {})['video.like']);
    expect(strings['video.like']).not.toBe(interfaceStringsFor('en', {})['video.like']);
    // The terms exist in English and Italian only (docs/decisions.md, D-03).
    expect(strings['legal.terms.acceptance']).toBe('Acceptance');
  });
});
