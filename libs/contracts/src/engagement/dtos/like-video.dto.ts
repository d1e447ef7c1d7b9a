import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_VIDEO_INDEX = 999;

/** `POST /api/sections/{id}/like` body and `GET .../likes?videoIndex=` query. */
export class LikeVideoDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'videoIndex must be a whole number' })
  @Min(0, { message: 'videoIndex must be 0 or more' })
  @Max(MAX_VIDEO_INDEX, { message: `videoIndex must be at most ${MAX_VIDEO_INDEX}` })
  videoIndex?: number;
}
