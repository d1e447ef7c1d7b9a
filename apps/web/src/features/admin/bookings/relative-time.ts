import { formatRelativeTime } from '@/i18n/locale-format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "yesterday", "now", in the chosen language: the largest whole unit between then and now. */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      const amount = Math.trunc(seconds / size);
      return unit === 'second' && Math.abs(seconds) < 10 ? formatRelativeTime(0, 'second') : formatRelativeTime(amount, unit);
    }
  }
  return formatRelativeTime(0, 'second');
}
