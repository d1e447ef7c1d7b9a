import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { allOf } from '../../common/all-of';
import { MAX_ROW_ID } from '../../common/limits';
import { IsStorableText } from '../../common/storable-text';
import { MAX_VIDEO_INDEX } from './like-video.dto';
import { SubscribeNewsletterDto } from './newsletter-contact.dto';
import { MAX_USER_AGENT_LENGTH, RecordAnalyticsDto } from './record-analytics.dto';

/** More videos than any page holds: a bound on one message, not a rule of the product. */
const MAX_PAGE_VIDEOS = 2000;

/** The `ip_address varchar(45)` columns; the gateway's hash is 43 characters. */
const MAX_VISITOR_LENGTH = 45;

/*
 * Who the visitor is, as the gateway tells the engagement service: a keyed hash of the IP
 * (docs/decisions.md, D-13), never the IP itself, and the user agent cut to a sane length. The
 * service checks them again, so nothing on NATS reaches a column it does not fit.
 */
const IsVisitorHash = () => allOf(IsString(), MaxLength(MAX_VISITOR_LENGTH), IsStorableText());
const IsUserAgent = () => allOf(IsOptional(), IsString(), MaxLength(MAX_USER_AGENT_LENGTH), IsStorableText());
/** A row id of a Postgres `integer` key. */
const IsRowId = () => allOf(IsInt(), Min(1), Max(MAX_ROW_ID));

export class VisitorDto {
  @IsVisitorHash()
  visitor!: string;

  @IsUserAgent()
  userAgent?: string;
}

/** A like of a video the gateway has checked exists (apps/gateway/src/engagement/likable-video.ts). */
export class VideoLikeMessageDto extends VisitorDto {
  @IsRowId()
  sectionId!: number;

  @Max(MAX_VIDEO_INDEX)
  @Min(0)
  @IsInt()
  videoIndex!: number;
}

export class AnalyticsMessageDto extends RecordAnalyticsDto {
  @IsVisitorHash()
  visitor!: string;

  @IsUserAgent()
  userAgent?: string;
}

export class AddContactMessageDto extends SubscribeNewsletterDto {
  @IsRowId()
  id!: number;
}

/** A video of a section, by its place in the section's list. */
export class VideoRefDto {
  @IsRowId()
  sectionId!: number;

  @Max(MAX_VIDEO_INDEX)
  @Min(0)
  @IsInt()
  videoIndex!: number;
}

/** The page's videos at once: their totals, and with a visitor, whether that visitor likes each. */
export class VideoLikesMessageDto {
  @ValidateNested({ each: true })
  @Type(() => VideoRefDto)
  @ArrayMaxSize(MAX_PAGE_VIDEOS)
  @IsArray()
  videos!: VideoRefDto[];

  @IsOptional()
  @IsVisitorHash()
  visitor?: string;
}
