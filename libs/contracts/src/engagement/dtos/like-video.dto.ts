import { z } from 'zod';
import { queryNumber, wholeNumber } from '../../common/field-rules';

export const MAX_VIDEO_INDEX = 999;

/**
 * A video's index in its section: an integer, or left out (the first video, which the gateway
 * fills in). Only a missing value is left out; `null` is refused like any other non-integer.
 */
const videoIndex = () =>
  wholeNumber({
    min: 0,
    max: MAX_VIDEO_INDEX,
    type: '$property must be a whole number',
    minMessage: '$property must be 0 or more',
    maxMessage: `$property must be at most ${MAX_VIDEO_INDEX}`,
  });

/**
 * `POST /api/sections/{id}/like` body: `videoIndex` is a JSON integer. Nothing is converted,
 * so `true`, `""` or `"2"` are refused, not read as numbers.
 */
export const likeVideoSchema = z.strictObject({ videoIndex: videoIndex().optional() });
export type LikeVideoDto = z.output<typeof likeVideoSchema>;

/**
 * `GET .../likes?videoIndex=` query: a query value is text, so it is converted, but only when
 * it is decimal digits and nothing else (field-rules.ts, queryNumber).
 */
export const likeVideoQuerySchema = z.strictObject({ videoIndex: queryNumber(videoIndex()).optional() });
export type LikeVideoQueryDto = z.output<typeof likeVideoQuerySchema>;
