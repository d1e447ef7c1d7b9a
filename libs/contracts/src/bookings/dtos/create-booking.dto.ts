import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export const BOOKING_LIMITS = { serviceType: 50, name: 255, email: 255, phone: 50, message: 5000 } as const;

/**
 * `POST /api/bookings`, with the lengths of spec section 3; the service checks the rest.
 * class-validator runs a property's decorators bottom-up, so the type check is listed last.
 */
export class CreateBookingDto {
  @MinLength(1, { message: 'serviceType is required' })
  @MaxLength(BOOKING_LIMITS.serviceType)
  @IsString({ message: 'serviceType is required' })
  serviceType!: string;

  @MaxLength(BOOKING_LIMITS.name)
  @IsString({ message: 'name is required' })
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(BOOKING_LIMITS.email)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(BOOKING_LIMITS.phone)
  phone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(BOOKING_LIMITS.message)
  message?: string;
}
