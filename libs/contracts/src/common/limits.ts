/** JSON bodies larger than this are refused with 413 (docs/decisions.md, D-29). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A visitor's write (a like, a booking, a subscription, an event) is small: 16 KB at most. */
export const MAX_VISITOR_BODY_BYTES = 16 * 1024;

/** Row ids are Postgres `integer`s: 1 up to 2^31 - 1. */
export const MAX_ROW_ID = 2_147_483_647;
