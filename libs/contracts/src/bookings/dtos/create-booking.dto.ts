import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsStorableText } from '../../common/storable-text';
import type { BookingRequest } from '../booking-rules';

export const BOOKING_LIMITS = { serviceType: 50, name: 255, email: 255, phone: 50, message: 5000 } as const;

/**
 * `POST /api/bookings`: types and the column lengths only; what makes a booking
 * valid (a name, a way to answer, a real e-mail or phone) is checkBooking's to decide
 * (../booking-rules.ts). Free text must be text Postgres can store. class-validator runs a
 * property's decorators bottom-up, so the type check is listed last. The e-mail and phone
 * need no text check: checkBooking takes them only in their contact grammar.
 */
export class CreateBookingDto implements BookingRequest {
  @IsStorableText()
  @MinLength(1, { message: 'serviceType is required' })
  @MaxLength(BOOKING_LIMITS.serviceType)
  @IsString({ message: 'serviceType is required' })
  serviceType!: string;

  @IsStorableText()
  @MaxLength(BOOKING_LIMITS.name)
  @IsString({ message: 'name is required' })
  name!: string;

  @IsOptional()
  @MaxLength(BOOKING_LIMITS.email)
  @IsString()
  email?: string;

  @IsOptional()
  @MaxLength(BOOKING_LIMITS.phone)
  @IsString()
  phone?: string;

  @IsOptional()
  @IsStorableText()
  @MaxLength(BOOKING_LIMITS.message)
  @IsString()
  message?: string;
}
