import type { AdminSubscriber } from '@stagelink/contracts';
import { csvLine } from '../common/csv';

const COLUMNS = ['id', 'email', 'phone', 'status', 'subscribed_at', 'additional_contact_at', 'unsubscribe_link'] as const;

/** The file's first line. */
export const CSV_HEADER = csvLine(COLUMNS);

/** One subscriber as a line of the export, written by the one CSV writer (docs/decisions.md, D-64, D-91). */
export function csvRow(subscriber: AdminSubscriber): string {
  return csvLine([
    subscriber.id,
    subscriber.email,
    subscriber.phone,
    subscriber.status,
    subscriber.subscribedAt,
    subscriber.additionalContactAt,
    subscriber.unsubscribeLink,
  ]);
}
