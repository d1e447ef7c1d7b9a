import type { ArtificialLikes } from '@stagelink/contracts';

export type ArtificialLikeCounts = Pick<ArtificialLikes, 'baseLikes' | 'incrementalLikes' | 'viewsPerIncrement'>;

export const DEFAULT_VIEWS_PER_INCREMENT = 10;

/** What the owner types into the three fields. */
export interface ArtificialLikeInput {
  baseLikes: string;
  incrementalLikes: string;
  viewsPerIncrement: string;
}

/** Spec section 5: base and incremental are whole numbers from 0 (else 0); views per increment from 1 (else 10). */
export function artificialLikeCounts(input: ArtificialLikeInput): ArtificialLikeCounts {
  const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);
  const atLeast = (value: number, min: number, otherwise: number) => (Number.isSafeInteger(value) && value >= min ? value : otherwise);
  return {
    baseLikes: atLeast(whole(input.baseLikes), 0, 0),
    incrementalLikes: atLeast(whole(input.incrementalLikes), 0, 0),
    viewsPerIncrement: atLeast(whole(input.viewsPerIncrement), 1, DEFAULT_VIEWS_PER_INCREMENT),
  };
}
