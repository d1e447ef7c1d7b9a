import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { allOf } from '../../common/all-of';

export const MAX_VIDEO_INDEX = 999;

const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A video's index in its section: an integer, or left out (the first video, which the gateway
 * fills in). Only a missing value is left out; `null` is refused like any other non-integer.
 */
const IsVideoIndex = () =>
  allOf(
    ValidateIf((_dto, value) => value !== undefined),
    IsInt({ message: 'videoIndex must be a whole number' }),
    Min(0, { message: 'videoIndex must be 0 or more' }),
    Max(MAX_VIDEO_INDEX, { message: `videoIndex must be at most ${MAX_VIDEO_INDEX}` }),
  );

/**
 * `POST /api/sections/{id}/like` body: `videoIndex` is a JSON integer. Nothing is converted,
 * so `true`, `""` or `"2"` are refused, not read as numbers.
 */
export class LikeVideoDto {
  @IsVideoIndex()
  videoIndex?: number;
}

/**
 * `GET .../likes?videoIndex=` query: a query value is text, so it is converted, but only when
 * it is decimal digits and nothing else. Anything else (empty, a sign, hex, `1e0`, spaces, a
 * repeated key) stays as it came and fails the integer check.
 */
export class LikeVideoQueryDto {
  @IsVideoIndex()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value))
  videoIndex?: number;
}
