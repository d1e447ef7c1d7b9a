import type { AdminSubscriber } from '@stagelink/contracts';
import { CSV_HEADER, csvRow } from './subscribers-csv';

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

describe(csvRow.name, () => {
  it('writes the columns of the header in order, every field quoted, ending the line with CRLF', () => {
    expect(CSV_HEADER).toBe('"id","email","phone","status","subscribed_at","additional_contact_at","unsubscribe_link"\r\n');
    expect(csvRow(subscriber())).toBe(
      '"7","ann@example.com","+393335550101","active","2026-01-02T03:04:05.000Z","","https://example.com/unsubscribe?id=7&token=abc"\r\n',
    );
  });

  it('writes a missing contact as an empty field', () => {
    expect(csvRow(subscriber({ email: null, additionalContactAt: '2026-02-03T00:00:00.000Z', status: 'unsubscribed' }))).toBe(
      '"7","","+393335550101","unsubscribed","2026-01-02T03:04:05.000Z","2026-02-03T00:00:00.000Z","https://example.com/unsubscribe?id=7&token=abc"\r\n',
    );
  });

  it('keeps a stored value from running as a formula', () => {
    expect(csvRow(subscriber({ email: '=HYPERLINK("http://evil.example")@x.example' }))).toContain(
      `,"'=HYPERLINK(""http://evil.example"")@x.example",`,
    );
  });
});
