import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../common/languages';
import { IsStorableText } from '../../common/storable-text';
import type { BookingRequest } from '../booking-rules';

export const BOOKING_LIMITS = { serviceType: 50, name: 255, email: 255, phone: 50, message: 5000, venue: 255, budget: 100 } as const;

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

  /** The page's language, kept with the booking so the owner knows how to answer (D-114). */
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;

  /** The optional fields of Booking Settings (D-116); whether the date is a real one is checkBooking's. */
  @IsOptional()
  @Matches(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'eventDate must be a date written YYYY-MM-DD' })
  @IsString({ message: 'eventDate must be a date written YYYY-MM-DD' })
  eventDate?: string;

  @IsOptional()
  @IsStorableText()
  @MaxLength(BOOKING_LIMITS.venue)
  @IsString()
  venue?: string;

  @IsOptional()
  @IsStorableText()
  @MaxLength(BOOKING_LIMITS.budget)
  @IsString()
  budget?: string;
}

/**
 * What the gateway sends the bookings service: the visitor's booking and, for a submit with an
 * `Idempotency-Key`, that key's submit key and body fingerprint (HMACs, never the key itself),
 * which the service stores under a unique constraint, so a retry stores nothing new (docs/decisions.md, D-115).
 */
export class CreateBookingMessageDto extends CreateBookingDto {
  @IsOptional()
  @Matches(/^[\w-]{43}$/, { message: 'submitKey must be 43 base64url characters' })
  submitKey?: string;

  @IsOptional()
  @Matches(/^[\w-]{43}$/, { message: 'submitFingerprint must be 43 base64url characters' })
  submitFingerprint?: string;
}
