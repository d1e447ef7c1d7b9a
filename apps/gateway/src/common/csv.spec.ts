import { parse } from 'csv-parse/sync';
import { csvField, csvLine, withoutFormulas } from './csv';

const SEPARATORS = [',', ';', '\t'] as const;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** Values a visitor can put in a referrer, a user agent, a name or a message. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  'x;=HYPERLINK("http://evil.example","x")',
  'x,=1+1',
  'x\t=1+1',
  '@SUM(A1:A2)',
  'a;@SUM(1)',
  '\tcmd',
  '\t=1',
  '\r=1',
  'one\n=two',
  'one\r\n+two',
  '+cmd|calc',
  '-2+3',
  'a; -2+3',
  'a;"=1',
  '"=1',
  ' =1',
  'a;;=1',
  'Mozilla/5.0 (X11; Linux x86_64) =cmd|"/c calc"!A1',
  'a,\u00a0@x',
];

/** The cells of one line as a program splitting at `separator` would see them, honouring quotes. */
const cellsBy = (line: string, separator: string): string[] =>
  (parse(line, { delimiter: separator, relax_quotes: true, relax_column_count: true, record_delimiter: '\r\n' }) as string[][]).flat();

/** The same line cut at every `separator` with no regard to quotes, each piece's quotes and spaces trimmed. */
const naiveCellsBy = (line: string, separator: string): string[] =>
  line
    .replace(/\r\n$/, '')
    .split(new RegExp(`[${separator}\\r\\n]`))
    .map((cell) => cell.replace(/^[\s"]+/, '').replace(/[\s"]+$/, ''));

const formulaCells = (cells: string[]) => cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));

describe('the CSV writer', () => {
  it('quotes every field, doubling quotes, and writes nothing as an empty one', () => {
    expect(csvLine(['id', 42, false, null, undefined, 'say "hi"', 'a,b'])).toBe('"id","42","false","","","say ""hi""","a,b"\r\n');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('puts an apostrophe before a cell that would start a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(withoutFormulas('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(withoutFormulas('\tcmd')).toBe("'\tcmd");
    expect(withoutFormulas('-2+3')).toBe("'-2+3");
    expect(withoutFormulas('+cmd|calc')).toBe("'+cmd|calc");
  });

  it('does the same after each comma, semicolon, tab and line break, looking past spaces and quotes', () => {
    expect(withoutFormulas('x;=HYPERLINK("http://evil.example")')).toBe(`x;'=HYPERLINK("http://evil.example")`);
    expect(withoutFormulas('x,=1')).toBe("x,'=1");
    expect(withoutFormulas('\t=1')).toBe("'\t'=1");
    expect(withoutFormulas('one\n@two')).toBe("one\n'@two");
    expect(withoutFormulas('a; "=1')).toBe(`a; "'=1`);
  });

  it('leaves plain numbers and text without a formula as they are', () => {
    for (const value of ['+393331234567', '-12', '-1.5', '1,-5', 'a=b', '2026-01-02T03:04:05.000Z', 'ann@example.com', 'x - y']) {
      expect(withoutFormulas(value)).toBe(value);
    }
    expect(csvLine([-12, 3.5])).toBe('"-12","3.5"\r\n');
  });

  it('reads back, split at commas as RFC 4180 has it, as the values with only the apostrophes added', () => {
    const line = csvLine(HOSTILE);
    const [cells] = parse(line, { record_delimiter: '\r\n' }) as string[][];
    expect(cells).toEqual(HOSTILE.map(withoutFormulas));
    expect(cells?.map((cell) => cell.replaceAll("'", ''))).toEqual(HOSTILE.map((value) => value.replaceAll("'", '')));
  });

  it.each(SEPARATORS)('gives no cell that starts a formula to a program splitting at %j, quotes honoured or not', (separator) => {
    for (const value of HOSTILE) {
      const line = csvLine(['1', value, 'tail']);
      expect({ value, cells: formulaCells(cellsBy(line, separator)) }).toEqual({ value, cells: [] });
      expect({ value, cells: formulaCells(naiveCellsBy(line, separator)) }).toEqual({ value, cells: [] });
    }
  });

  it('would have failed the old writer, which quoted only commas: the test reads what a semicolon split gives', () => {
    const unsafe = `"${'x;=HYPERLINK("http://evil.example")'.replaceAll('"', '""')}"\r\n`;
    expect(formulaCells(naiveCellsBy(unsafe, ';'))).not.toEqual([]);
  });
});
