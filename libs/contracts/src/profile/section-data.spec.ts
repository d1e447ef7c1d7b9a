import { isYouTubeVideoLink, videoIdOf, videosOf } from './section-data';

describe(videoIdOf.name, () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the id of %s', (url, id) => {
    expect(videoIdOf(url)).toBe(id);
  });

  it.each(['https://youtu.be/short', 'https://www.youtube.com/watch?v=dQw4w9WgXcQX', 'https://example.com/video', ''])(
    'has no id for %j',
    (url) => {
      expect(videoIdOf(url)).toBeNull();
    },
  );
});

describe(videosOf.name, () => {
  it('reads videos[], or the older single url', () => {
    expect(videosOf({ videos: [{ title: 'A', url: 'u' }, 'junk'] })).toEqual([{ title: 'A', url: 'u', thumbnail: undefined }]);
    expect(videosOf({ url: 'u', thumbnail: 't' })).toEqual([{ title: '', url: 'u', thumbnail: 't' }]);
    expect(videosOf({})).toEqual([]);
  });
});

describe(isYouTubeVideoLink.name, () => {
  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ'])(
    'takes %s',
    (url) => {
      expect(isYouTubeVideoLink(url)).toBe(true);
    },
  );

  it.each([
    'https://vimeo.com/76979871',
    'https://evil.example/?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'not a link',
  ])('refuses %s', (url) => {
    expect(isYouTubeVideoLink(url)).toBe(false);
  });
});
