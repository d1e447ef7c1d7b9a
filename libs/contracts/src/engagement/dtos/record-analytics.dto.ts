import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_ROW_ID } from '../../common/limits';
import { IsStorableText } from '../../common/storable-text';
import { IsQrSource } from '../../gateway/dtos/qr-code-query.dto';
import { SECTION_TYPES, type SectionType } from '../../profile/section-data';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '../engagement';

export const MAX_REFERRER_LENGTH = 2048;
export const MAX_USER_AGENT_LENGTH = 1000;
const MAX_PAGE_LENGTH = 2048;
// An ISO 8601 timestamp with a zone and fractions is about 30 characters.
const MAX_TIMESTAMP_LENGTH = 40;
// CSS pixels: an 8K screen zoomed out to 25 % is about 30,000 wide.
const MAX_VIEWPORT_PIXELS = 32767;
const MAX_SERVICE_LENGTH = 50;

// class-validator runs a property's decorators bottom-up, so in this file the type check is
// listed last: with the pipe's stopAtFirstError, a field of the wrong type is told so, not its length.

/** The browser window's size in CSS pixels. */
export class ViewportDto {
  @Max(MAX_VIEWPORT_PIXELS)
  @Min(0)
  @IsInt()
  width!: number;

  @Max(MAX_VIEWPORT_PIXELS)
  @Min(0)
  @IsInt()
  height!: number;
}

/**
 * An event's metadata: the fields of admin_exit_click (sent by
 * apps/web/src/features/admin/shell/admin-panel.tsx), the type of the section a link
 * card's click came from (apps/web/src/features/profile/components/sections/link-section.tsx),
 * and the collaboration service a booking_click was for (profile-page.tsx). Every field is bounded,
 * and any other key is refused (the validation pipe forbids unknown keys at every level), so
 * an event is a few kilobytes at most, whatever a caller sends.
 */
export class AnalyticsMetadataDto {
  @IsOptional()
  @MaxLength(MAX_TIMESTAMP_LENGTH)
  @IsISO8601({ strict: true })
  @IsString()
  timestamp?: string;

  @IsOptional()
  @IsStorableText()
  @MaxLength(MAX_USER_AGENT_LENGTH)
  @IsString()
  userAgent?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ViewportDto)
  @IsObject()
  viewport?: ViewportDto;

  @IsOptional()
  @IsStorableText()
  @MaxLength(MAX_PAGE_LENGTH)
  @IsString()
  page?: string;

  @IsOptional()
  @IsStorableText()
  @MaxLength(MAX_REFERRER_LENGTH)
  @IsString()
  referrer?: string;

  @IsOptional()
  @IsIn(SECTION_TYPES, { message: `type must be one of ${SECTION_TYPES.join(', ')}` })
  type?: SectionType;

  /** A booking's serviceType is at most 50 characters, and so is the service it names. */
  @IsOptional()
  @IsStorableText()
  @MaxLength(MAX_SERVICE_LENGTH)
  @IsString()
  service?: string;
}

/** `POST /api/analytics`. */
export class RecordAnalyticsDto {
  @IsIn(ANALYTICS_EVENTS, { message: `event must be one of ${ANALYTICS_EVENTS.join(', ')}` })
  event!: AnalyticsEventName;

  /** The `integer` column's range; whether the section exists the gateway checks. */
  @IsOptional()
  @Max(MAX_ROW_ID, { message: `sectionId must be at most ${MAX_ROW_ID}` })
  @Min(1, { message: 'sectionId must be positive' })
  @IsInt({ message: 'sectionId must be a whole number' })
  sectionId?: number;

  @IsOptional()
  @IsStorableText()
  @MaxLength(MAX_REFERRER_LENGTH)
  @IsString()
  referrer?: string;

  /** The `utm_source` of the address a page view came to: the QR code it was scanned from (docs/decisions.md, D-126). */
  @IsOptional()
  @IsQrSource()
  utmSource?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => AnalyticsMetadataDto)
  @IsObject({ message: 'metadata must be an object' })
  metadata?: AnalyticsMetadataDto;
}
