/**
 * The `Idempotency-Key` of a visitor's submit (docs/decisions.md, D-101): the page makes one
 * per submit and sends it again with a retry of that submit; the gateway answers a repeat with
 * the first answer. The draft standard spells the value as a quoted string; a bare one is
 * taken too, as most APIs send it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that is the stored first answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 16 to 128 letters, digits or `- _ . :`: room for a UUID or a ULID, none for guessable words or markup. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

export const IDEMPOTENCY_KEY_RULE = 'The Idempotency-Key header must be 16 to 128 letters, digits or the characters - _ . :';

/** A key sent again with another body: the gateway's 422, and the bookings service's when its submit key finds it (D-101, D-115). */
export const KEY_USED_FOR_ANOTHER_REQUEST =
  'This Idempotency-Key was already used for a different request. Send a new submit with a new key.';

export type IdempotencyKeyReading = { kind: 'absent' } | { kind: 'key'; key: string } | { kind: 'invalid' };

/** The header's value as the gateway reads it: one value, unquoted, of the allowed characters. */
export function readIdempotencyKey(header: string | readonly string[] | undefined): IdempotencyKeyReading {
  if (header === undefined) return { kind: 'absent' };
  if (typeof header !== 'string') return { kind: 'invalid' };
  const trimmed = header.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? { kind: 'key', key } : { kind: 'invalid' };
}
