import type { AdminSubscriber } from '@stagelink/contracts';
import { CSV_HEADER, csvCell, csvRow } from './subscribers-csv';

const subscriber = (overrides: Partial<AdminSubscriber> = {}): AdminSubscriber => ({
  id: 7,
  email: 'ann@example.com',
  phone: '+393335550101',
  subscribedAt: '2026-01-02T03:04:05.000Z',
  additionalContactAt: null,
  status: 'active',
  unsubscribeLink: 'https://example.com/unsubscribe?id=7&token=abc',
  ...overrides,
});

describe(csvCell.name, () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
    expect(csvCell('')).toBe('');
  });

  it('quotes a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it.each([['=HYPERLINK("http://evil.example")'], ['+cmd|calc'], ['-2+3'], ['@SUM(A1)'], ['\t=1'], ['\r=1']])(
    'keeps %j from running as a formula',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('leaves a phone in E.164 and other plain signed numbers alone: they call nothing', () => {
    expect(csvCell('+393335550101')).toBe('+393335550101');
    expect(csvCell('-12')).toBe('-12');
  });
});

describe(csvRow.name, () => {
  it('writes the columns of the header in order, ending the line with CRLF', () => {
    expect(CSV_HEADER).toBe('id,email,phone,status,subscribed_at,additional_contact_at,unsubscribe_link\r\n');
    expect(csvRow(subscriber())).toBe(
      '7,ann@example.com,+393335550101,active,2026-01-02T03:04:05.000Z,,https://example.com/unsubscribe?id=7&token=abc\r\n',
    );
  });

  it('writes a missing contact as an empty cell', () => {
    expect(csvRow(subscriber({ email: null, additionalContactAt: '2026-02-03T00:00:00.000Z', status: 'unsubscribed' }))).toBe(
      '7,,+393335550101,unsubscribed,2026-01-02T03:04:05.000Z,2026-02-03T00:00:00.000Z,https://example.com/unsubscribe?id=7&token=abc\r\n',
    );
  });
});
