import { IsInt, IsOptional, IsPositive, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_VIDEO_INDEX } from './like-video.dto';
import { RecordAnalyticsDto } from './record-analytics.dto';
import { SubscribeNewsletterDto } from './newsletter-contact.dto';

export const MAX_USER_AGENT_LENGTH = 1000;

/**
 * Who the visitor is, as the gateway tells the engagement service: a keyed hash of the IP
 * (decisions.md), never the IP itself, and the user agent cut to a sane length.
 */
export class VisitorDto {
  @IsString()
  @MaxLength(64)
  visitor!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_USER_AGENT_LENGTH)
  userAgent?: string;
}

export class VideoLikeMessageDto extends VisitorDto {
  @IsInt()
  @IsPositive()
  sectionId!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_VIDEO_INDEX)
  videoIndex!: number;

  /** How many videos the section has, as the profile service knows it. */
  @IsInt()
  @Min(0)
  videoCount!: number;
}

export class AnalyticsMessageDto extends RecordAnalyticsDto {
  @IsString()
  @MaxLength(64)
  visitor!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_USER_AGENT_LENGTH)
  userAgent?: string;
}

export class AddContactMessageDto extends SubscribeNewsletterDto {
  @IsInt()
  @IsPositive()
  id!: number;
}
