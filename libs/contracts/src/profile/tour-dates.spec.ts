import { checkSectionData } from './section-schemas';
import type { TourDateMatchesSchema } from './tour-date-schema';
import { MAX_TOUR_DATES, nextTourDateEnd, tourDateEnd, upcomingTourDates, type TourDate } from './tour-dates';

const date = (startsAt: string, city = 'Milano'): TourDate => ({
  startsAt,
  city,
  venue: '',
  country: 'IT',
  ticketUrl: '',
  status: 'available',
});

describe(tourDateEnd.name, () => {
  it("ends a date at midnight after its day in the artist's time zone", () => {
    expect(new Date(tourDateEnd('2026-07-14T23:30:00+02:00', 'Europe/Rome')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // Half past ten in UTC is already the next day in Rome.
    expect(new Date(tourDateEnd('2026-07-14T22:30:00Z', 'Europe/Rome')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(new Date(tourDateEnd('2026-07-14T21:00:00-04:00', 'America/New_York')).toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('follows a change of summer time in the night after the date', () => {
    expect(new Date(tourDateEnd('2026-03-28T21:00:00+01:00', 'Europe/Rome')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(tourDateEnd('2026-10-24T21:00:00+02:00', 'Europe/Rome')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe(upcomingTourDates.name, () => {
  const tonight = date('2026-07-14T21:00:00+02:00', 'Roma');
  const later = date('2026-08-02T20:30:00+02:00', 'Bologna');
  const past = date('2026-07-13T21:00:00+02:00', 'Torino');

  it('keeps a concert tonight all evening, after it started, and sorts the rest soonest first', () => {
    const eleven = Date.parse('2026-07-14T23:00:00+02:00');
    expect(upcomingTourDates([later, past, tonight], eleven, 'Europe/Rome').map((d) => d.city)).toEqual(['Roma', 'Bologna']);
  });

  it("drops tonight's concert at midnight in the artist's time zone", () => {
    const midnight = Date.parse('2026-07-15T00:00:00+02:00');
    expect(upcomingTourDates([later, tonight], midnight, 'Europe/Rome').map((d) => d.city)).toEqual(['Bologna']);
    expect(upcomingTourDates([later, tonight], midnight - 1, 'Europe/Rome').map((d) => d.city)).toEqual(['Roma', 'Bologna']);
  });

  it('says when the next date leaves the page', () => {
    const now = Date.parse('2026-07-14T12:00:00+02:00');
    expect(nextTourDateEnd([later, tonight, past], now, 'Europe/Rome')).toBe(Date.parse('2026-07-15T00:00:00+02:00'));
    expect(nextTourDateEnd([past], now, 'Europe/Rome')).toBeNull();
  });
});

describe('tour data', () => {
  const valid = {
    startsAt: '2026-07-14T21:00:00+02:00',
    city: ' Milano ',
    venue: 'Alcatraz',
    country: 'it',
    ticketUrl: 'tickets.example.com/milano',
    status: 'few',
  };

  it('keeps a date checked: trimmed, country in capitals, the link completed', () => {
    expect(checkSectionData('tour', { dates: [valid] })).toEqual({
      ok: true,
      value: { dates: [{ ...valid, city: 'Milano', country: 'IT', ticketUrl: 'https://tickets.example.com/milano' }] },
    });
  });

  it.each([
    [
      { startsAt: '2026-07-14T21:00:00' },
      'data.dates[0].startsAt: must be an ISO 8601 date and time with its offset (2026-07-14T21:00:00+02:00)',
    ],
    [{ country: 'XX' }, 'data.dates[0].country: must be a country code of two letters (ISO 3166-1, such as IT)'],
    [{ country: 'Italy' }, 'data.dates[0].country: must be a country code of two letters (ISO 3166-1, such as IT)'],
    [{ ticketUrl: 'javascript:alert(1)' }, 'data.dates[0].ticketUrl: must be an http or https link'],
    [{ status: 'cancelled' }, 'data.dates[0].status: status must be one of available, few, soldOut'],
    [{ city: '' }, 'City is required'],
  ])('refuses %j', (change, message) => {
    expect(checkSectionData('tour', { dates: [{ ...valid, ...change }] })).toEqual({ ok: false, message });
  });

  it(`refuses more than ${MAX_TOUR_DATES} dates`, () => {
    expect(checkSectionData('tour', { dates: Array.from({ length: MAX_TOUR_DATES + 1 }, () => valid) })).toMatchObject({ ok: false });
    expect(checkSectionData('tour', { dates: Array.from({ length: MAX_TOUR_DATES }, () => valid) })).toMatchObject({ ok: true });
  });
});

// Fails the type check when the schema and the TourDate the page reads drift apart (D-166).
const schemaGivesTourDates: TourDateMatchesSchema = true;
void schemaGivesTourDates;
