import { checkWith } from '../common/schema-check';
import { NOT_YOUTUBE_MESSAGE } from './section-data';
import { createSectionSchema, reorderSectionsSchema, sectionDataSchema, updateSectionSchema } from './section-schemas';

describe('section schemas', () => {
  it('keeps the known fields of a type, trimmed, and drops the rest', () => {
    const result = checkWith(sectionDataSchema('spotify'), { artistName: ' Luna ', url: 'https://open.spotify.com/x', extra: '<b>' });
    expect(result).toEqual({ ok: true, value: { artistName: 'Luna', description: '', url: 'https://open.spotify.com/x' } });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', 'ftp://x.example'])('refuses the link %s', (url) => {
    const result = checkWith(sectionDataSchema('custom'), { url }, 'data');
    expect(result).toEqual({ ok: false, message: 'data.url: must be an http, https, mailto or tel link' });
  });

  it('names the video whose link is missing', () => {
    const result = checkWith(sectionDataSchema('video'), {
      videos: [
        { title: 'a', url: 'https://youtu.be/abcdefghijk' },
        { title: 'b', url: '' },
      ],
    });
    expect(result).toEqual({ ok: false, message: 'Video URL is required' });
  });

  it.each(['https://vimeo.com/76979871', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/@lunavega'])(
    'refuses the video link %s, which the page cannot play, with the reason',
    (url) => {
      const result = checkWith(sectionDataSchema('video'), { videos: [{ title: 'a', url }] }, 'data');
      expect(result).toEqual({ ok: false, message: NOT_YOUTUBE_MESSAGE });
    },
  );

  it('reads an older single-video section as a one-video list', () => {
    const result = checkWith(sectionDataSchema('video'), { url: 'https://youtu.be/abcdefghijk' });
    expect(result).toEqual({ ok: true, value: { videos: [{ title: '', url: 'https://youtu.be/abcdefghijk', thumbnail: '' }] } });
  });

  it('takes uploads on this site as images but not other schemes', () => {
    expect(checkWith(sectionDataSchema('book'), { coverImage: '/media/0123456789abcdef.webp' }).ok).toBe(true);
    expect(checkWith(sectionDataSchema('book'), { coverImage: 'javascript:x' }).ok).toBe(false);
  });

  it('needs a title, with the spec text', () => {
    expect(checkWith(createSectionSchema, { type: 'text', title: '  ', data: {} })).toEqual({ ok: false, message: 'Title is required' });
    expect(checkWith(createSectionSchema, { type: 'nope', title: 'x' })).toEqual({
      ok: false,
      message: expect.stringContaining('type must be one of video, image') as string,
    });
  });

  it('gives a new section order 999 and visibility', () => {
    expect(checkWith(createSectionSchema, { type: 'text', title: 'x' })).toEqual({
      ok: true,
      value: { type: 'text', title: 'x', data: {}, order: 999, isVisible: true },
    });
  });

  it('takes an update of visibility alone but not an empty one', () => {
    expect(checkWith(updateSectionSchema, { isVisible: false }).ok).toBe(true);
    expect(checkWith(updateSectionSchema, {}).ok).toBe(false);
  });

  it('takes both reorder shapes and refuses repeated ids', () => {
    expect(checkWith(reorderSectionsSchema, { sectionIds: [3, 1, 2] }).ok).toBe(true);
    expect(checkWith(reorderSectionsSchema, { sectionId: 3, newOrder: 0 }).ok).toBe(true);
    expect(checkWith(reorderSectionsSchema, { sectionIds: [1, 1] }).ok).toBe(false);
  });
});

describe('links typed without https://', () => {
  it('are completed before they are checked, in every link field', () => {
    expect(checkWith(sectionDataSchema('custom'), { url: 'shop.example/cd' })).toMatchObject({
      ok: true,
      value: { url: 'https://shop.example/cd' },
    });
    expect(checkWith(sectionDataSchema('video'), { videos: [{ url: 'youtu.be/dQw4w9WgXcQ' }] })).toMatchObject({
      ok: true,
      value: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }] },
    });
  });
});
