import { z } from 'zod';
import { boundedText, webLink } from '../common/schema-check';
import { isCountryCode } from './countries';
import { MAX_TOUR_DATES, TOUR_DATE_STATUSES, type TourDate } from './tour-dates';

export const tourDateSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time with its offset (2026-07-14T21:00:00+02:00)' }),
  city: z.string().trim().min(1, 'City is required').max(120, 'must be at most 120 characters'),
  venue: boundedText(200).default(''),
  country: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .refine(isCountryCode, 'must be a country code of two letters (ISO 3166-1, such as IT)'),
  ticketUrl: webLink(),
  status: z.enum(TOUR_DATE_STATUSES, { message: `status must be one of ${TOUR_DATE_STATUSES.join(', ')}` }).default('available'),
});

export const tourDataSchema = z.object({
  dates: z.array(tourDateSchema).max(MAX_TOUR_DATES, `At most ${MAX_TOUR_DATES} dates`).default([]),
});

/** `true` while what the schema gives is exactly a TourDate; tour-dates.spec.ts holds it so. */
export type TourDateMatchesSchema = [z.output<typeof tourDateSchema>, TourDate] extends [TourDate, z.output<typeof tourDateSchema>]
  ? true
  : never;
