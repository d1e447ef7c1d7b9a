import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { allOf } from '../../common/all-of';
import { MAX_ROW_ID } from '../../common/limits';
import { QueryNumber } from '../../common/query-number';
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

/**
 * `GET /api/bookings?status=&limit=&before=` (docs/decisions.md, D-46): an empty `status` is
 * no filter; `before` is the id of the last submission of the page before.
 */
export class ListBookingsQueryDto {
  @IsOptional()
  @IsBookingStatus()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  status?: BookingStatus;

  @IsOptional()
  @IsPageLimit()
  @QueryNumber()
  limit?: number;

  @IsOptional()
  @IsCursor()
  @QueryNumber()
  before?: number;
}

/** `PUT /api/bookings/{id}/status`. */
export class UpdateBookingStatusDto {
  @IsBookingStatus()
  status!: BookingStatus;
}

/** What the gateway asks the bookings service for; the service checks it again. */
export class ListBookingsMessageDto {
  @IsOptional()
  @IsBookingStatus()
  status?: BookingStatus;

  @IsPageLimit()
  limit!: number;

  @IsOptional()
  @IsCursor()
  before?: number;
}

export class UpdateBookingStatusMessageDto extends UpdateBookingStatusDto {
  @allOf(IsInt(), Min(1), Max(MAX_ROW_ID))
  id!: number;
}
