import type { ArtificialLikes, Section } from '@stagelink/contracts';
import { adminLikesOf } from './admin-likes';

const section = (id: number, overrides: Partial<Section> = {}): Section => ({
  id,
  profileId: 1,
  type: 'video',
  title: `Videos ${id}`,
  data: {
    videos: [
      { title: 'One', url: 'https://youtu.be/9bZkp7q19f0' },
      { title: 'Two', url: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
  },
  order: id,
  isVisible: true,
  ...overrides,
});

const configured = (sectionId: number, videoIndex: number, overrides: Partial<ArtificialLikes> = {}): ArtificialLikes => ({
  id: 1,
  sectionId,
  videoIndex,
  baseLikes: 100,
  incrementalLikes: 7,
  viewsPerIncrement: 5,
  lastIncrementView: 35,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe(adminLikesOf.name, () => {
  it('gives every video of every video section, real and configured likes apart, with the total', () => {
    const likes = adminLikesOf([section(1), section(2, { type: 'text', data: { content: 'hi' } }), section(3, { isVisible: false })], {
      profileViews: 38,
      videos: [
        { sectionId: 1, videoIndex: 0, realLikes: 3, configured: configured(1, 0) },
        { sectionId: 1, videoIndex: 1, realLikes: 4, configured: null },
        { sectionId: 3, videoIndex: 1, realLikes: 0, configured: configured(3, 1, { baseLikes: 0, incrementalLikes: 2 }) },
      ],
    });
    expect(likes).toEqual({
      profileViews: 38,
      sections: [
        {
          sectionId: 1,
          title: 'Videos 1',
          isVisible: true,
          videos: [
            {
              videoIndex: 0,
              title: 'One',
              realLikes: 3,
              baseLikes: 100,
              incrementalLikes: 7,
              viewsPerIncrement: 5,
              lastIncrementView: 35,
              totalLikes: 110,
            },
            {
              videoIndex: 1,
              title: 'Two',
              realLikes: 4,
              baseLikes: 0,
              incrementalLikes: 0,
              viewsPerIncrement: 10,
              lastIncrementView: null,
              totalLikes: 4,
            },
          ],
        },
        {
          sectionId: 3,
          title: 'Videos 3',
          isVisible: false,
          videos: [
            {
              videoIndex: 0,
              title: 'One',
              realLikes: 0,
              baseLikes: 0,
              incrementalLikes: 0,
              viewsPerIncrement: 10,
              lastIncrementView: null,
              totalLikes: 0,
            },
            {
              videoIndex: 1,
              title: 'Two',
              realLikes: 0,
              baseLikes: 0,
              incrementalLikes: 2,
              viewsPerIncrement: 5,
              lastIncrementView: 35,
              totalLikes: 2,
            },
          ],
        },
      ],
    });
  });

  it('leaves out likes of a video the section no longer has', () => {
    const likes = adminLikesOf([section(1)], {
      profileViews: 0,
      videos: [{ sectionId: 1, videoIndex: 5, realLikes: 9, configured: null }],
    });
    expect(likes.sections[0]?.videos.map((video) => video.realLikes)).toEqual([0, 0]);
  });

  it('has no sections when there is no video section', () => {
    expect(adminLikesOf([section(1, { type: 'text', data: {} })], { profileViews: 3, videos: [] })).toEqual({
      profileViews: 3,
      sections: [],
    });
  });
});
