import { z } from 'zod';
import { flag, oneOf, optional, queryNumber, rowId, text, wholeNumber } from '../../common/field-rules';
import { MAX_ROW_ID } from '../../common/limits';
import { BOOKING_STATUSES } from '../booking-status';
import { BOOKINGS_PAGE } from '../bookings';

const statusOf = (field: 'status' | 'from') => oneOf(BOOKING_STATUSES, `${field} must be one of ${BOOKING_STATUSES.join(', ')}`);
const pageLimit = () =>
  wholeNumber({
    min: 1,
    max: BOOKINGS_PAGE.maxLimit,
    type: 'limit must be a whole number',
    minMessage: 'limit must be at least 1',
    maxMessage: `limit must be at most ${BOOKINGS_PAGE.maxLimit}`,
  });
const cursor = () =>
  wholeNumber({ min: 1, max: MAX_ROW_ID, type: 'before must be the id of a booking', minMessage: 'before must be the id of a booking' });

/** The longest inbox search: a name or an e-mail address, with room to spare. */
export const MAX_BOOKING_SEARCH = 255;
const bookingSearch = () =>
  text({
    type: 'search must be one text',
    max: MAX_BOOKING_SEARCH,
    maxMessage: `search must be at most ${MAX_BOOKING_SEARCH} characters`,
    storable: true,
  });
const archivedFlag = () => flag('archived must be true or false');

/** What a query's text becomes before it is checked: '' or blanks are no filter, `archived` a flag. */
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);
const blankIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const queryFlag = (value: unknown) => (value === 'true' ? true : value === 'false' || value === '' ? false : value);

/**
 * `GET /api/bookings?status=&search=&archived=&limit=&before=` (docs/decisions.md, D-46,
 * D-114): an empty `status` or `search` is no filter; `archived=true` lists the archived
 * bookings instead of the inbox; `before` is the id of the last submission of the page before.
 */
export const listBookingsQuerySchema = z.strictObject({
  status: z.preprocess(emptyIsNone, optional(statusOf('status'))),
  search: z.preprocess(blankIsNone, optional(bookingSearch())),
  archived: z.preprocess(queryFlag, optional(archivedFlag())),
  limit: optional(queryNumber(pageLimit())),
  before: optional(queryNumber(cursor())),
});
export type ListBookingsQueryDto = z.output<typeof listBookingsQuerySchema>;

/**
 * `PUT /api/bookings/{id}/status`: `from` is the status the owner saw; when given, the change
 * happens only if the booking still has it, so a repeated tap answers 409 (D-114).
 */
const updateStatusFields = { status: statusOf('status'), from: optional(statusOf('from')) };
export const updateBookingStatusSchema = z.strictObject(updateStatusFields);
export type UpdateBookingStatusDto = z.output<typeof updateBookingStatusSchema>;

/** `POST /api/bookings/{id}/step-back`: undoes the newest step, if the booking still has the status the owner saw (D-114). */
export const stepBackBookingSchema = z.strictObject({ from: statusOf('from') });
export type StepBackBookingDto = z.output<typeof stepBackBookingSchema>;

/** `PUT /api/bookings/{id}/archived`. */
export const setBookingArchivedSchema = z.strictObject({ archived: archivedFlag() });
export type SetBookingArchivedDto = z.output<typeof setBookingArchivedSchema>;

/** What the gateway asks the bookings service for; the service checks it again. */
export const listBookingsMessageSchema = z.strictObject({
  status: optional(statusOf('status')),
  search: optional(bookingSearch()),
  archived: optional(archivedFlag()),
  limit: pageLimit(),
  before: optional(cursor()),
});
export type ListBookingsMessageDto = z.output<typeof listBookingsMessageSchema>;

const bookingId = () => rowId(MAX_ROW_ID);

export const updateBookingStatusMessageSchema = z.strictObject({ id: bookingId(), ...updateStatusFields });
export type UpdateBookingStatusMessageDto = z.output<typeof updateBookingStatusMessageSchema>;

export const stepBackBookingMessageSchema = z.strictObject({ id: bookingId(), from: statusOf('from') });
export type StepBackBookingMessageDto = z.output<typeof stepBackBookingMessageSchema>;

export const setBookingArchivedMessageSchema = z.strictObject({ id: bookingId(), archived: archivedFlag() });
export type SetBookingArchivedMessageDto = z.output<typeof setBookingArchivedMessageSchema>;
