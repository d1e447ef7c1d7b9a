import i18next from 'i18next';

/** A count, or, for `null`, that this part was not reached (a repeat erased it, D-90). */
const part = (count: number | null, kind: 'subscriptions' | 'bookings') =>
  count === null ? i18next.t(`admin.privacy.${kind}NotReached`) : i18next.t(`admin.privacy.${kind}`, { count });

/** Each kind's count in words, in the owner's language: "1 newsletter subscription", "2 bookings". */
export function countsInWords({ subscriptions, bookings }: { subscriptions: number | null; bookings: number | null }) {
  return { subscriptions: part(subscriptions, 'subscriptions'), bookings: part(bookings, 'bookings') };
}

/** What a lookup found or an erase removed, in words: "1 newsletter subscription and 2 bookings". */
export function rowsInWords(counts: { subscriptions: number; bookings: number }): string {
  return i18next.t('admin.privacy.both', countsInWords(counts));
}
