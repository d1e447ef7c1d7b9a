import { IsIn, IsInt, IsObject, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '../engagement';

export const MAX_REFERRER_LENGTH = 2048;

/** `POST /api/analytics`. */
export class RecordAnalyticsDto {
  @IsIn(ANALYTICS_EVENTS, { message: `event must be one of ${ANALYTICS_EVENTS.join(', ')}` })
  event!: AnalyticsEventName;

  @IsOptional()
  @IsInt({ message: 'sectionId must be a whole number' })
  @IsPositive({ message: 'sectionId must be positive' })
  sectionId?: number;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_REFERRER_LENGTH)
  referrer?: string;

  @IsOptional()
  @IsObject({ message: 'metadata must be an object' })
  metadata?: Record<string, unknown>;
}
