import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { allOf } from '../common/all-of';
import { MAX_ROW_ID } from '../common/limits';
import { IsStorableText } from '../common/storable-text';
import { IMAGE_UPLOAD_LIMITS, MAX_ORIGINAL_NAME_LENGTH, MAX_STORED_IMAGE_SIDE, STORED_IMAGE_TYPE } from './media';

const IsSide = () => allOf(IsInt(), Min(1), Max(MAX_STORED_IMAGE_SIDE));

/**
 * An upload the gateway has re-encoded and put in the object store (docs/decisions.md, D-26).
 * The profile service checks it again, so nothing on NATS reaches a column it does not fit.
 */
export class RecordMediaDto {
  /** The server's name of the largest width, `<key>.webp`. */
  @allOf(IsString(), Matches(/^[a-z0-9-]{8,64}\.webp$/))
  filename!: string;

  @allOf(IsString(), MaxLength(MAX_ORIGINAL_NAME_LENGTH), IsStorableText())
  originalName!: string;

  @allOf(IsString(), Matches(/^\/media\/[a-z0-9-]{8,64}\.webp$/))
  url!: string;

  @allOf(IsInt(), Min(1), Max(IMAGE_UPLOAD_LIMITS.maxBytes))
  size!: number;

  @IsIn([STORED_IMAGE_TYPE])
  mimeType!: string;

  @IsSide()
  width!: number;

  @IsSide()
  height!: number;
}

export class MediaIdDto {
  @allOf(IsInt(), Min(1), Max(MAX_ROW_ID))
  id!: number;
}
