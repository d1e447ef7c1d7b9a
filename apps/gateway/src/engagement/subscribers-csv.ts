import type { AdminSubscriber } from '@stagelink/contracts';

const COLUMNS = ['id', 'email', 'phone', 'status', 'subscribed_at', 'additional_contact_at', 'unsubscribe_link'] as const;

// A cell starting with one of these is read as a formula by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;
// A sign and digits only is a number, which calls nothing: an E.164 phone stays as it is.
const PLAIN_NUMBER = /^[+-]?\d+$/;

/** The file's first line (RFC 4180: CRLF line ends). */
export const CSV_HEADER = `${COLUMNS.join(',')}\r\n`;

export function csvRow(subscriber: AdminSubscriber): string {
  const cells = [
    String(subscriber.id),
    subscriber.email ?? '',
    subscriber.phone ?? '',
    subscriber.status,
    subscriber.subscribedAt,
    subscriber.additionalContactAt ?? '',
    subscriber.unsubscribeLink,
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * One cell, quoted when it holds a comma, a quote or a line break (quotes doubled), and with a
 * leading apostrophe when a spreadsheet would run it as a formula (docs/decisions.md, D-64).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}
