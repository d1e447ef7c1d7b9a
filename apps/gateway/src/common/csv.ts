import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * The one CSV writer of every export (docs/decisions.md, D-91). Every field is quoted (RFC 4180,
 * quotes doubled, CRLF line ends), and no cell can start a formula, whichever character a
 * spreadsheet splits the line at: a comma, a semicolon (Italian, German and French Excel) or a
 * tab. A quoted field is one cell only to a program that splits at commas; one splitting at
 * semicolons reads `"x;=HYPERLINK(…)"` as two cells, the second starting with `=`. So a cell may
 * start at the field's start and after any of those characters or a line break, and wherever one
 * would start with `=`, `+`, `-`, `@`, a tab or a carriage return, an apostrophe goes first (a
 * spreadsheet shows what follows it as text). Spaces and quotes are looked past, as some programs
 * trim them. A plain number (`-12`, `+393331234567`) calls nothing and stays as it is.
 */
export type CsvValue = string | number | boolean | null | undefined;

/** So spreadsheet programs read the file as UTF-8 rather than their locale's code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const SPLITS_CELLS = /[,;\t\r\n]/;
const STARTS_FORMULA = /[=+\-@\t\r]/;
/** What a program may trim before a cell's first character. */
const LOOKED_PAST = /[\p{Zs}"]/u;
/** A possible formula anywhere: a cell's start, past spaces and quotes, at one of the characters above. */
const FORMULA_CELL = /(?:^|[,;\t\r\n])[\p{Zs}"]*[=+\-@\t\r]/u;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** The text with an apostrophe before every cell start that would run as a formula. */
export function withoutFormulas(text: string): string {
  if (!FORMULA_CELL.test(text)) return text;
  let safe = '';
  let atCellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (atCellStart && !LOOKED_PAST.test(character)) {
      if (STARTS_FORMULA.test(character) && !PLAIN_NUMBER.test(cellFrom(text, index))) safe += "'";
      atCellStart = false;
    }
    safe += character;
    if (SPLITS_CELLS.test(character)) atCellStart = true;
  }
  return safe;
}

/** The cell that starts at `index`, as a program splitting at any of the characters would cut it. */
function cellFrom(text: string, index: number): string {
  const rest = text.slice(index + 1);
  const end = rest.search(SPLITS_CELLS);
  const cell = text.charAt(index) + (end === -1 ? rest : rest.slice(0, end));
  return cell.replace(/[\p{Zs}"]+$/u, '');
}

/** One field, always quoted; nothing (null or undefined) is an empty one. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : withoutFormulas(String(value));
  return `"${text.replaceAll('"', '""')}"`;
}

/** One line of fields, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * Sends `lines` as a CSV download, written as they come (the caller reads its first rows before
 * calling, so an outage is still a JSON error rather than a cut file). Every export is an owner
 * route, so the admin hook keeps it out of any cache (docs/decisions.md, D-96).
 */
export async function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncIterable<string>): Promise<void> {
  await reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(withByteOrderMark(lines), { objectMode: false }));
}

async function* withByteOrderMark(lines: AsyncIterable<string>): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK;
  yield* lines;
}
