import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { PANEL_STRING_LOADERS, uiStringsFor, type Language } from '@stagelink/contracts';
import { createI18n } from '@/i18n/i18n-instance';
import { linkAddress, sectionGlimpse } from './section-glimpse';

const owners: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  // As the panel has them: the page's strings, with the panel's added.
  for (const language of ['en', 'ja', 'ar'] as const) {
    const instance = createI18n(language, uiStringsFor(language));
    instance.addResourceBundle(language, 'translation', await PANEL_STRING_LOADERS[language]());
    owners[language] = instance.getFixedT(language);
  }
});

/** A section's glimpse as an owner reading `language` sees it (English unless said). */
const glimpse = (type: string, data: Record<string, unknown>, language: Language = 'en') => {
  const t = owners[language];
  if (!t) throw new Error(`no strings for ${language}`);
  return sectionGlimpse({ type, data }, t);
};

describe(sectionGlimpse.name, () => {
  it("shows a video's thumbnail and title, or how many videos there are", () => {
    const one = glimpse('video', { videos: [{ title: 'Live at Arena', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '' }] });
    expect(one).toEqual({ pictures: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg'], morePictures: 0, line: 'Live at Arena' });
    const own = glimpse('video', { videos: [{ title: '', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '/media/abcdefgh.webp' }, {}] });
    expect(own).toEqual({ pictures: ['/media/abcdefgh.webp'], morePictures: 0, line: '2 videos' });
  });

  it("shows a gallery's first three photos and counts the rest", () => {
    const images = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ url: `/media/${name}-photo1.webp`, alt: '' }));
    expect(glimpse('image', { images })).toEqual({
      pictures: ['/media/a-photo1.webp', '/media/b-photo1.webp', '/media/c-photo1.webp'],
      morePictures: 2,
      line: '5 photos',
    });
    expect(glimpse('image', {})).toEqual({ pictures: [], morePictures: 0, line: 'No photos yet' });
  });

  it("shows a link's address, a logo where there is one, and an account's handle", () => {
    expect(glimpse('custom', { url: 'https://www.example.com/tour/', logoUrl: '/media/logo1234.webp' })).toEqual({
      pictures: ['/media/logo1234.webp'],
      morePictures: 0,
      line: 'example.com/tour',
    });
    expect(glimpse('instagram', { username: 'lunavega.music', url: 'https://instagram.com/lunavega.music' }).line).toBe('@lunavega.music');
    expect(glimpse('spotify', { artistName: 'Luna', url: 'https://open.spotify.com/artist/1' }).line).toBe('open.spotify.com/artist/1');
  });

  it("shows a text's first line with words, without its emphasis marks", () => {
    expect(glimpse('text', { content: '\n  **New album** out *now*\nSecond line' }).line).toBe('New album out now');
  });

  it('counts the services of a collaboration and names them', () => {
    const services = [{ name: 'Photo shoots' }, { name: 'Cover art' }];
    expect(glimpse('collaboration', { services }).line).toBe('2 services: Photo shoots, Cover art');
    expect(glimpse('collaboration', { services: [{ name: '' }] }).line).toBe('1 service');
  });

  it("counts a tour's dates and names their cities, soonest first", () => {
    const date = (startsAt: string, city: string) => ({ startsAt, city, venue: '', country: 'IT', ticketUrl: '', status: 'available' });
    const dates = [date('2026-08-02T21:00:00+02:00', 'Bologna'), date('2026-07-14T21:00:00+02:00', 'Roma')];
    expect(glimpse('tour', { dates }).line).toBe('2 dates: Roma, Bologna');
    expect(glimpse('tour', { dates: [] }).line).toBe('No dates yet');
  });

  it("counts and lists in the owner's language, with the language's plural forms", () => {
    const date = (city: string) => ({
      startsAt: '2026-07-14T21:00:00+02:00',
      city,
      venue: '',
      country: 'IT',
      ticketUrl: '',
      status: 'available',
    });
    expect(glimpse('tour', { dates: [date('Roma'), date('Bologna')] }, 'ja').line).toBe('2 公演：Roma、Bologna');
    expect(glimpse('video', { videos: [{ url: 'https://youtu.be/a' }, { url: 'https://youtu.be/b' }] }, 'ja').line).toBe('動画 2 本');
    const images = (count: number) => ({ images: Array.from({ length: count }, (_, index) => ({ url: `/media/p${index}.webp` })) });
    expect(glimpse('image', images(2), 'ar').line).toBe('صورتان');
    expect(glimpse('image', images(5), 'ar').line).toBe('5 صور');
    expect(glimpse('image', images(11), 'ar').line).toBe('11 صورة');
    expect(glimpse('tour', { dates: [] }, 'ar').line).toBe('لا توجد مواعيد بعد');
  });

  it('has nothing to show for a type the panel does not know', () => {
    expect(glimpse('poll', { question: 'x' })).toEqual({ pictures: [], morePictures: 0, line: '' });
  });
});

describe(linkAddress.name, () => {
  it('drops the scheme, www. and a trailing slash', () => {
    expect(linkAddress(' HTTPS://www.Example.com/ ')).toBe('Example.com');
    expect(linkAddress('mailto:booking@example.com')).toBe('booking@example.com');
  });
});
