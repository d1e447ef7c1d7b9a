import { z } from 'zod';
import { MAX_ROW_ID } from '../common/limits';
import { MAX_VIDEO_INDEX } from './dtos/like-video.dto';

/**
 * The owner's configured likes of one video (spec: artificial_likes; docs/decisions.md, D-12
 * and D-45). The times and `lastIncrementView` are the server's: the spec's payload carries
 * them, and they are dropped like any unknown field.
 */
export interface ArtificialLikes {
  id: number;
  sectionId: number;
  videoIndex: number;
  baseLikes: number;
  incrementalLikes: number;
  viewsPerIncrement: number;
  lastIncrementView: number;
  createdAt: string;
  updatedAt: string;
}

/** Each count stays well inside a Postgres `integer`, even with every real like added to it. */
export const MAX_CONFIGURED_LIKES = 1_000_000_000;

const count = (min: number) =>
  z
    .number({ message: `must be a whole number of ${min} or more` })
    .int(`must be a whole number of ${min} or more`)
    .min(min, `must be a whole number of ${min} or more`)
    .max(MAX_CONFIGURED_LIKES, `must be at most ${MAX_CONFIGURED_LIKES}`);

/** `POST /api/artificial-likes`: saved per (sectionId, videoIndex), replacing what was there. */
export const saveArtificialLikesSchema = z.object({
  sectionId: z
    .number({ message: 'must be a section id' })
    .int('must be a section id')
    .min(1, 'must be a section id')
    .max(MAX_ROW_ID, 'must be a section id'),
  videoIndex: z
    .number({ message: 'must be a whole number of 0 or more' })
    .int('must be a whole number of 0 or more')
    .min(0, 'must be a whole number of 0 or more')
    .max(MAX_VIDEO_INDEX, `must be at most ${MAX_VIDEO_INDEX}`),
  baseLikes: count(0),
  incrementalLikes: count(0),
  viewsPerIncrement: count(1),
  /**
   * The `incrementalLikes` the owner's form showed before the edit. When the owner saves it
   * unchanged, the stored number is kept, with the steps profile views took meanwhile
   * (docs/decisions.md, D-62); without it, `incrementalLikes` replaces what is stored.
   */
  loadedIncrementalLikes: count(0).optional(),
});

export type SaveArtificialLikesRequest = z.output<typeof saveArtificialLikesSchema>;

/** What a video's views per increment is until the owner sets it (spec section 3). */
export const DEFAULT_VIEWS_PER_INCREMENT = 10;

/** The form's rule (spec section 5): a count that is not a whole number of at least `min` becomes `fallback`. */
function countOr(value: unknown, min: number, fallback: number): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : Number(value);
  return Number.isInteger(number) && number >= min && number <= MAX_CONFIGURED_LIKES ? number : fallback;
}

/** Base and incremental likes: invalid input becomes 0; views per increment: invalid becomes 10. */
export function coerceConfiguredLikes(input: { baseLikes: unknown; incrementalLikes: unknown; viewsPerIncrement: unknown }): {
  baseLikes: number;
  incrementalLikes: number;
  viewsPerIncrement: number;
} {
  return {
    baseLikes: countOr(input.baseLikes, 0, 0),
    incrementalLikes: countOr(input.incrementalLikes, 0, 0),
    viewsPerIncrement: countOr(input.viewsPerIncrement, 1, DEFAULT_VIEWS_PER_INCREMENT),
  };
}

/** One video's likes as the owner's Likes tab shows them: real and configured apart, and the total. */
export interface AdminVideoLikes {
  videoIndex: number;
  title: string;
  realLikes: number;
  baseLikes: number;
  incrementalLikes: number;
  viewsPerIncrement: number;
  /** The view count at the last step; null while the video has no configured likes. */
  lastIncrementView: number | null;
  /** What visitors see: real + base + incremental. */
  totalLikes: number;
}

export interface AdminLikesSection {
  sectionId: number;
  title: string;
  isVisible: boolean;
  videos: AdminVideoLikes[];
}

/** `GET /api/admin/likes`: every video section in page order, hidden ones too, and the profile views so far. */
export interface AdminLikes {
  profileViews: number;
  sections: AdminLikesSection[];
}

/** The engagement service's side of it: every video that has real or configured likes. */
export interface VideoLikeFigures {
  sectionId: number;
  videoIndex: number;
  realLikes: number;
  configured: ArtificialLikes | null;
}

export interface LikeFigures {
  profileViews: number;
  videos: VideoLikeFigures[];
}
