import { tourDatesOf, upcomingTourDates, type PublicProfile, type Section, type TourDate } from '@stagelink/contracts';
import { inertJson } from '@stagelink/nest-kit';

const AVAILABILITY: Record<TourDate['status'], string> = {
  available: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  soldOut: 'https://schema.org/SoldOut',
};

/**
 * Each upcoming date of the page's tour sections as a schema.org MusicEvent, so search engines
 * can show the dates (docs/decisions.md, D-121). A data block, never run: the page's script
 * policy does not apply to it, and `<` is escaped so no text can end the element.
 */
export function tourEventsJsonLd(profile: PublicProfile | null, sections: readonly Section[], now: number): string {
  if (!profile) return '';
  const performer = { '@type': 'MusicGroup', name: profile.name };
  const events = sections
    .filter((section) => section.type === 'tour')
    .flatMap((section) => upcomingTourDates(tourDatesOf(section.data), now, profile.timeZone))
    .map((date) => musicEvent(date, performer));
  if (events.length === 0) return '';
  return `<script type="application/ld+json">${inertJson(events)}</script>`;
}

function musicEvent(date: TourDate, performer: { '@type': string; name: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: `${performer.name} – ${date.city}`,
    startDate: date.startsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: date.venue || date.city,
      address: { '@type': 'PostalAddress', addressLocality: date.city, addressCountry: date.country },
    },
    performer,
    ...(date.ticketUrl ? { offers: { '@type': 'Offer', url: date.ticketUrl, availability: AVAILABILITY[date.status] } } : {}),
  };
}
