import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';

/** A downloaded CSV file read back as a spreadsheet splitting at commas would (RFC 4180): its header first. */
export async function downloadedCsv(file: Download): Promise<string[][]> {
  return parse(await readFile((await file.path()) ?? '', 'utf8'), { bom: true, record_delimiter: '\r\n' });
}
