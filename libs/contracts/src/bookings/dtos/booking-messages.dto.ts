import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { allOf } from '../../common/all-of';
import { MAX_ROW_ID } from '../../common/limits';
import { QueryNumber } from '../../common/query-number';
import { IsStorableText } from '../../common/storable-text';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status';
import { BOOKINGS_PAGE } from '../bookings';

const IsBookingStatus = () => IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` });
const IsPageLimit = () =>
  allOf(
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(BOOKINGS_PAGE.maxLimit, { message: `limit must be at most ${BOOKINGS_PAGE.maxLimit}` }),
  );
const IsCursor = () =>
  allOf(
    IsInt({ message: 'before must be the id of a booking' }),
    Min(1, { message: 'before must be the id of a booking' }),
    Max(MAX_ROW_ID),
  );

/** The longest inbox search: a name or an e-mail address, with room to spare. */
export const MAX_BOOKING_SEARCH = 255;
const IsBookingSearch = () =>
  allOf(
    IsString({ message: 'search must be one text' }),
    MaxLength(MAX_BOOKING_SEARCH, { message: `search must be at most ${MAX_BOOKING_SEARCH} characters` }),
    IsStorableText(),
  );
const EmptyIsNone = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
const IsArchivedFlag = () => IsBoolean({ message: 'archived must be true or false' });

/**
 * `GET /api/bookings?status=&search=&archived=&limit=&before=` (docs/decisions.md, D-46,
 * D-114): an empty `status` or `search` is no filter; `archived=true` lists the archived
 * bookings instead of the inbox; `before` is the id of the last submission of the page before.
 */
export class ListBookingsQueryDto {
  @IsOptional()
  @IsBookingStatus()
  @EmptyIsNone()
  status?: BookingStatus;

  @IsOptional()
  @IsBookingSearch()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  search?: string;

  @IsOptional()
  @IsArchivedFlag()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' || value === '' ? false : value))
  archived?: boolean;

  @IsOptional()
  @IsPageLimit()
  @QueryNumber()
  limit?: number;

  @IsOptional()
  @IsCursor()
  @QueryNumber()
  before?: number;
}

/**
 * `PUT /api/bookings/{id}/status`: `from` is the status the owner saw; when given, the change
 * happens only if the booking still has it, so a repeated tap answers 409 (D-114).
 */
export class UpdateBookingStatusDto {
  @IsBookingStatus()
  status!: BookingStatus;

  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `from must be one of ${BOOKING_STATUSES.join(', ')}` })
  from?: BookingStatus;
}

/** `POST /api/bookings/{id}/step-back`: undoes the newest step, if the booking still has the status the owner saw (D-114). */
export class StepBackBookingDto {
  @IsIn(BOOKING_STATUSES, { message: `from must be one of ${BOOKING_STATUSES.join(', ')}` })
  from!: BookingStatus;
}

/** `PUT /api/bookings/{id}/archived`. */
export class SetBookingArchivedDto {
  @IsArchivedFlag()
  archived!: boolean;
}

/** What the gateway asks the bookings service for; the service checks it again. */
export class ListBookingsMessageDto {
  @IsOptional()
  @IsBookingStatus()
  status?: BookingStatus;

  @IsOptional()
  @IsBookingSearch()
  search?: string;

  @IsOptional()
  @IsArchivedFlag()
  archived?: boolean;

  @IsPageLimit()
  limit!: number;

  @IsOptional()
  @IsCursor()
  before?: number;
}

const IsBookingId = () => allOf(IsInt(), Min(1), Max(MAX_ROW_ID));

export class UpdateBookingStatusMessageDto extends UpdateBookingStatusDto {
  @IsBookingId()
  id!: number;
}

export class StepBackBookingMessageDto extends StepBackBookingDto {
  @IsBookingId()
  id!: number;
}

export class SetBookingArchivedMessageDto extends SetBookingArchivedDto {
  @IsBookingId()
  id!: number;
}
