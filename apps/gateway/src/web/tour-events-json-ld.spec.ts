import type { PublicProfile, Section } from '@stagelink/contracts';
import { tourEventsJsonLd } from './tour-events-json-ld';

const profile = { name: 'Mara </script> Sole', timeZone: 'Europe/Rome' } as PublicProfile;
const now = Date.parse('2026-07-14T12:00:00+02:00');
const tour = (dates: Record<string, unknown>[]): Section => ({
  id: 1,
  profileId: 1,
  type: 'tour',
  title: 'Tour',
  data: { dates },
  order: 0,
  isVisible: true,
});
const date = (startsAt: string, extra: Record<string, unknown> = {}) => ({
  startsAt,
  city: 'Roma',
  venue: '',
  country: 'IT',
  ticketUrl: '',
  status: 'available',
  ...extra,
});

const eventsIn = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>[];

describe(tourEventsJsonLd.name, () => {
  it('gives one MusicEvent per upcoming date, tonight included, and none for a past one', () => {
    const html = tourEventsJsonLd(profile, [tour([date('2026-07-14T21:00:00+02:00'), date('2026-07-13T21:00:00+02:00')])], now);
    const events = eventsIn(html);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ '@type': 'MusicEvent', startDate: '2026-07-14T21:00:00+02:00', location: { name: 'Roma' } });
    // No ticket link, no offer.
    expect(events[0]).not.toHaveProperty('offers');
  });

  it('escapes < so no name can end the element', () => {
    const html = tourEventsJsonLd(profile, [tour([date('2026-07-20T21:00:00+02:00', { venue: '</script><script>alert(1)' })])], now);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(eventsIn(html)[0]).toMatchObject({
      location: { name: '</script><script>alert(1)' },
      performer: { name: 'Mara </script> Sole' },
    });
  });

  it('adds nothing without a profile or upcoming dates', () => {
    expect(tourEventsJsonLd(null, [tour([date('2026-07-20T21:00:00+02:00')])], now)).toBe('');
    expect(tourEventsJsonLd(profile, [tour([date('2026-07-01T21:00:00+02:00')])], now)).toBe('');
  });
});
