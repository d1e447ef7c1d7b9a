import { instantFromLocalInput, localInputValue } from './zoned-time';

describe(instantFromLocalInput.name, () => {
  it.each([
    ['2026-07-14T21:00', 'Europe/Rome', '2026-07-14T21:00:00+02:00'],
    ['2026-01-14T21:00', 'Europe/Rome', '2026-01-14T21:00:00+01:00'],
    ['2026-01-14T21:00', 'America/New_York', '2026-01-14T21:00:00-05:00'],
    ['2026-01-14T21:00', 'Asia/Kolkata', '2026-01-14T21:00:00+05:30'],
  ])('reads %s in %s as %s', (value, zone, expected) => {
    expect(instantFromLocalInput(value, zone)).toBe(expected);
  });

  it('gives nothing for an empty field', () => {
    expect(instantFromLocalInput('', 'Europe/Rome')).toBe('');
  });
});

describe(localInputValue.name, () => {
  it("shows an instant as the artist's wall time", () => {
    expect(localInputValue('2026-07-14T19:00:00Z', 'Europe/Rome')).toBe('2026-07-14T21:00');
    expect(localInputValue('2026-07-14T19:00:00Z', 'Asia/Tokyo')).toBe('2026-07-15T04:00');
    expect(localInputValue(null, 'Europe/Rome')).toBe('');
  });
});
