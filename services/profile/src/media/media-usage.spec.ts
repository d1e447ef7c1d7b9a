import { dataWithoutImage, usagesOf, type SectionImages } from './media-usage';

const PHOTO = '/media/0123456789abcdef.webp';
const urls = new Set([PHOTO, '/media/0123456789abcdef-640.webp']);
const section = (id: number, type: string, data: Record<string, unknown>): SectionImages => ({ id, type, title: `S${id}`, data });

describe('media usage', () => {
  it('finds the profile photo and each kind of section that shows the image, by any of its widths', () => {
    const sections = [
      section(1, 'image', { images: [{ url: 'https://example.com/a.jpg' }, { url: PHOTO }] }),
      section(2, 'book', { coverImage: PHOTO }),
      section(3, 'custom', { logoUrl: '/media/0123456789abcdef-640.webp' }),
      section(4, 'video', { url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: PHOTO }),
      section(5, 'text', { content: PHOTO }),
      section(6, 'book', { coverImage: '/media/fedcba9876543210.webp' }),
    ];
    expect(usagesOf(urls, PHOTO, sections)).toEqual([
      { kind: 'profile' },
      { kind: 'section', sectionId: 1, title: 'S1' },
      { kind: 'section', sectionId: 2, title: 'S2' },
      { kind: 'section', sectionId: 3, title: 'S3' },
      { kind: 'section', sectionId: 4, title: 'S4' },
    ]);
    expect(usagesOf(urls, null, [])).toEqual([]);
  });

  it('takes the image out of a section and leaves the rest of its data', () => {
    expect(
      dataWithoutImage(
        section(1, 'image', {
          images: [
            { url: PHOTO, alt: 'x' },
            { url: 'b', alt: 'y' },
          ],
          extra: 1,
        }),
        urls,
      ),
    ).toEqual({
      images: [{ url: 'b', alt: 'y' }],
      extra: 1,
    });
    expect(
      dataWithoutImage(
        section(2, 'video', {
          videos: [
            { title: 't', url: 'u', thumbnail: PHOTO },
            { title: 'k', url: 'v' },
          ],
        }),
        urls,
      ),
    ).toEqual({
      videos: [
        { title: 't', url: 'u', thumbnail: '' },
        { title: 'k', url: 'v' },
      ],
    });
    expect(dataWithoutImage(section(3, 'video', { url: 'u', thumbnail: PHOTO }), urls)).toEqual({ url: 'u', thumbnail: '' });
    expect(dataWithoutImage(section(4, 'book', { coverImage: PHOTO, link: 'l' }), urls)).toEqual({ coverImage: '', link: 'l' });
    expect(dataWithoutImage(section(5, 'custom', { logoUrl: PHOTO }), urls)).toEqual({ logoUrl: '' });
  });

  it('answers null for a section that does not show the image', () => {
    expect(dataWithoutImage(section(1, 'image', { images: [{ url: 'b' }] }), urls)).toBeNull();
    expect(dataWithoutImage(section(2, 'text', { content: PHOTO }), urls)).toBeNull();
    expect(dataWithoutImage(section(3, 'image', { images: 'not a list' }), urls)).toBeNull();
  });
});
