// The cached lists one area writes to and another refreshes: privacy's erasure removes a
// person's subscriptions and bookings, so it reads both lists again (docs/decisions.md, D-90).

/** Every cached list of bookings, whatever its filter. */
export const ALL_BOOKINGS_KEY = ['admin', 'bookings'] as const;

/** Every cached list of subscribers, whatever its search. */
export const ALL_SUBSCRIBERS_KEY = ['admin', 'subscribers'] as const;
