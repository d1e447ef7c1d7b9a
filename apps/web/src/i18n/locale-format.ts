import i18next from 'i18next';

// Formatters are costly to build; one per language and set of options is kept.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The chosen interface language, as the locale of dates and numbers (docs/decisions.md, D-130). */
export const currentLocale = (): string => i18next.language || 'it';

function cached<Format>(formats: Map<string, Format>, options: object, create: (locale: string) => Format): Format {
  const key = `${currentLocale()} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = create(currentLocale());
    formats.set(key, format);
  }
  return format;
}

/** A date or time in the chosen language's way of writing it. */
export function formatDateTime(value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  return cached(dateTimeFormats, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
}

/** A number in the chosen language's digits and separators. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** "3 days ago", "yesterday", in the chosen language. */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const options = { numeric: 'auto' } as const;
  return cached(relativeTimeFormats, options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(value, unit);
}
