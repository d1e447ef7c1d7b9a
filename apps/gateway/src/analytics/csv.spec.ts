import { csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('leaves plain text, numbers and booleans as they are, and nothing empty', () => {
    expect([csvField('profile_view'), csvField(42), csvField(false), csvField(null), csvField(undefined)]).toEqual([
      'profile_view',
      '42',
      'false',
      '',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('turns text a spreadsheet would run into text, by a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['id', 1, null, 'x,y'])).toBe('id,1,,"x,y"\r\n');
  });
});
