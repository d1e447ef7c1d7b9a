import { Ticket } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTourDateEnd, tourDatesOf, upcomingTourDates, type TourDate } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { useNowUntil } from '@/hooks/use-now-until';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

/**
 * The upcoming dates, soonest first, each with its tickets link; a date leaves the page at the
 * end of its day in the artist's time zone, by itself while the page is open (docs/decisions.md, D-121).
 */
export function TourSection({ section, timeZone }: SectionProps) {
  const { t, i18n } = useTranslation();
  const dates = useMemo(() => tourDatesOf(section.data), [section.data]);
  const now = useNowUntil((at) => nextTourDateEnd(dates, at, timeZone));
  const upcoming = upcomingTourDates(dates, now, timeZone);
  return (
    <SectionCard title={section.title} type="tour">
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-neutral-300">{t('tour.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-neutral-700">
          {upcoming.map((date, index) => (
            <TourDateRow key={`${date.startsAt}-${index}`} date={date} language={i18n.language} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function TourDateRow({ date, language, timeZone }: { date: TourDate; language: string; timeZone: string }) {
  const { t } = useTranslation();
  const when = formatted(date.startsAt, language, timeZone);
  const place = [date.venue, countryName(date.country, language)].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 py-3" data-testid="tour-date">
      <div className="min-w-0 flex-1">
        <time dateTime={date.startsAt} className="block text-xs font-semibold uppercase tracking-wide text-link">
          {when}
        </time>
        <p className="font-semibold">
          <bdi>{date.city}</bdi>
        </p>
        {place && (
          <p className="truncate text-sm text-slate-600 dark:text-neutral-300">
            <bdi>{place}</bdi>
          </p>
        )}
        {date.status !== 'available' && (
          <p
            className={
              date.status === 'soldOut'
                ? 'text-xs font-semibold text-red-700 dark:text-red-400'
                : 'text-xs font-semibold text-amber-800 dark:text-amber-300'
            }
          >
            {t(date.status === 'soldOut' ? 'tour.soldOut' : 'tour.few')}
          </p>
        )}
      </div>
      {date.ticketUrl && (
        <Button asChild size="sm" variant={date.status === 'soldOut' ? 'outline' : 'default'} className="min-h-11 shrink-0">
          <a
            href={date.ticketUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('tour.ticketsFor', { city: date.city, date: when })}
          >
            <Ticket aria-hidden="true" />
            {t('tour.tickets')}
          </a>
        </Button>
      )}
    </li>
  );
}

function formatted(startsAt: string, language: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(startsAt));
  } catch {
    return new Intl.DateTimeFormat(language, options).format(new Date(startsAt));
  }
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
