import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFollowBookings } from './api/follow-bookings';
import { useBookings, WHOLE_INBOX, type BookingsFilter } from './api/get-bookings';
import { BookingAlertsNote } from './booking-alerts-note';
import { BookingCard } from './booking-card';
import { BookingsFilters } from './bookings-filters';

const MINUTE_MS = 60_000;

/** The time now, again every minute, so "3 minutes ago" keeps telling the truth. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What the empty list says, for the filter that found nothing. */
function nothingFound(filter: BookingsFilter): string {
  const t = i18next.t.bind(i18next);
  if (filter.search.trim() !== '') return t('admin.bookings.noMatch', { search: filter.search.trim() });
  if (filter.archived) return t('admin.bookings.archivedHere');
  if (filter.status !== 'all') return t(`admin.bookings.none.${filter.status}`);
  return t('admin.bookings.requestsHere');
}

/**
 * The owner's inbox of booking requests (spec section 2, "Bookings tab and /bookings page"):
 * newest first, a page at a time, searched and filtered on the server, archived ones apart,
 * and new ones arriving while it is open (docs/decisions.md, D-46, D-47, D-114).
 */
export function BookingsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BookingsFilter>(WHOLE_INBOX);
  const bookings = useBookings(filter);
  const now = useNow();
  useFollowBookings();

  const pages = bookings.data?.pages ?? [];
  const submissions = pages.flatMap((page) => page.submissions);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-label={t('admin.bookings.list')} className="space-y-4">
      <BookingAlertsNote />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BookingsFilters filter={filter} onChange={setFilter} />
        <p className="text-sm font-medium" aria-live="polite" data-testid="bookings-total">
          {bookings.isSuccess && t('admin.bookings.total', { count: total })}
        </p>
      </div>

      {bookings.isPending && (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t('admin.bookings.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-40 w-full" />
          ))}
        </div>
      )}

      {bookings.isError && (
        <div role="alert" className="space-y-3 rounded-lg border bg-card p-4 text-sm text-card-foreground">
          <p>{t('admin.bookings.loadFailed')}</p>
          <Button variant="outline" onClick={() => void bookings.refetch()}>
            {t('admin.common.tryAgain')}
          </Button>
        </div>
      )}

      {bookings.isSuccess && submissions.length === 0 && (
        <div className="rounded-lg border border-dashed bg-card p-8 text-center text-card-foreground">
          <h3 className="font-semibold">{t('admin.bookings.empty')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{nothingFound(filter)}</p>
        </div>
      )}

      {submissions.length > 0 && (
        <ul className="space-y-3">
          {submissions.map((submission) => (
            <li key={submission.id}>
              <BookingCard submission={submission} now={now} />
            </li>
          ))}
        </ul>
      )}

      {bookings.hasNextPage && (
        <Button variant="outline" className="w-full" disabled={bookings.isFetchingNextPage} onClick={() => void bookings.fetchNextPage()}>
          {bookings.isFetchingNextPage ? t('admin.bookings.loadingMore') : t('admin.bookings.loadMore')}
        </Button>
      )}
    </section>
  );
}
