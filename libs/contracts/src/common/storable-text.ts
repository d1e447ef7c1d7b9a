// Postgres refuses U+0000 in `text` (SQLSTATE 22021) and in `jsonb` (22P05), and `jsonb` refuses
// a lone UTF-16 surrogate, which JSON.stringify writes as a `\udXXX` escape (22P02); in `text` it
// would silently become U+FFFD. The failed insert would be no fault of the code but bad input,
// so it is refused as such, naming the field, before any query runs.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any surrogate at all: text without one (all of HTTP's) needs no look at its neighbours. */
const SURROGATE = /[\uD800-\uDFFF]/;

export function isStorableText(value: unknown): value is string {
  return typeof value === 'string' && !value.includes('\u0000') && !(SURROGATE.test(value) && LONE_SURROGATE.test(value));
}
