/** "1 booking", "2 bookings". */
export function counted(count: number, singular: string): string {
  return `${count} ${count === 1 ? singular : `${singular}s`}`;
}

/** What a lookup found or an erase removed, in words: "1 newsletter subscription and 2 bookings". */
export function rowsInWords({ subscriptions, bookings }: { subscriptions: number; bookings: number }): string {
  return `${counted(subscriptions, 'newsletter subscription')} and ${counted(bookings, 'booking')}`;
}
