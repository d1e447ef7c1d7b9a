import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsStorableText } from '../../common/storable-text';

export const BOOKING_LIMITS = { serviceType: 50, name: 255, email: 255, phone: 50, message: 5000 } as const;

/**
 * `POST /api/bookings`: types and the lengths of spec section 3 only; what makes a booking
 * valid (a name, a way to answer, a real e-mail or phone) the bookings service decides.
 * Free text must be text Postgres can store. class-validator runs a property's decorators
 * bottom-up, so the type check is listed last. The e-mail and phone need no text check: the
 * service takes them only in their contact grammar (libs/contracts/src/common/contact.ts).
 */
export class CreateBookingDto {
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
