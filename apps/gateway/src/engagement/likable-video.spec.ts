import { BadRequestException } from '@nestjs/common';
import type { Section } from '@stagelink/contracts';
import { assertVideoExists } from './likable-video';

const section = (overrides: Partial<Section> = {}): Section => ({
  id: 7,
  profileId: 1,
  type: 'video',
  title: 'Videos',
  data: {
    videos: [
      { title: 'One', url: 'https://youtu.be/9bZkp7q19f0' },
      { title: 'Two', url: 'https://youtu.be/dQw4w9WgXcQ' },
    ],
  },
  order: 0,
  isVisible: true,
  ...overrides,
});

function refusal(target: Section, videoIndex: number): string | null {
  try {
    assertVideoExists(target, videoIndex);
    return null;
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return error.message;
  }
}

describe(assertVideoExists.name, () => {
  it('takes every index of a video section, from 0 to one below its number of videos', () => {
    expect(refusal(section(), 0)).toBeNull();
    expect(refusal(section(), 1)).toBeNull();
  });

  it('refuses an index past the last video, saying how many there are', () => {
    expect(refusal(section(), 2)).toBe('videoIndex 2 does not exist: section 7 has 2 videos');
    expect(refusal(section({ data: { url: 'https://youtu.be/9bZkp7q19f0' } }), 1)).toBe(
      'videoIndex 1 does not exist: section 7 has 1 video',
    );
  });

  it('refuses a negative or fractional index', () => {
    expect(refusal(section(), -1)).toBe('videoIndex -1 does not exist: section 7 has 2 videos');
    expect(refusal(section(), 0.5)).toBe('videoIndex 0.5 does not exist: section 7 has 2 videos');
  });

  it('finds no video in a section of another type, whatever its data holds', () => {
    expect(refusal(section({ type: 'text', data: { content: 'hi', videos: [{ url: 'x' }] } }), 0)).toBe(
      'videoIndex 0 does not exist: section 7 has 0 videos',
    );
  });
});
