import { parse } from 'csv-parse/sync';

/** A CSV download read back as a spreadsheet splitting at commas would (RFC 4180), the byte-order mark dropped. */
export function csvRecords(text: string): string[][] {
  return parse(text, { bom: true, record_delimiter: '\r\n' });
}
