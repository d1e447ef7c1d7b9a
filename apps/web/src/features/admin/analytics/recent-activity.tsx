import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/i18n/locale-format';
import { useAnalyticsEvents } from './api/get-analytics-events';
import { eventLabel } from './event-label';

const when = (timestamp: string) => formatDateTime(timestamp, { dateStyle: 'medium', timeStyle: 'short' });

/** Visitors' events, newest first, in a list that scrolls on its own; older ones a page at a time. */
export function RecentActivity({ sectionName }: { sectionName: (id: number) => string }) {
  const { t } = useTranslation();
  const events = useAnalyticsEvents();
  if (events.isPending) return <Skeleton className="h-40" />;
  if (events.isError) return <p className="text-sm text-destructive">{t('admin.analytics.activityFailed')}</p>;
  const items = events.data.pages.flat();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('admin.analytics.noActivity')}</p>;
  return (
    <div>
      <ul className="max-h-80 divide-y overflow-y-auto pe-1" aria-label={t('admin.analytics.recentActivity')} tabIndex={0}>
        {items.map((event) => (
          <li key={event.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-medium">{eventLabel(event.event)}</span>
              {event.sectionId !== null ? <span className="text-muted-foreground"> · {sectionName(event.sectionId)}</span> : null}
            </span>
            <time className="shrink-0 text-xs text-muted-foreground" dateTime={event.timestamp}>
              {when(event.timestamp)}
            </time>
          </li>
        ))}
      </ul>
      {events.hasNextPage ? (
        <Button variant="outline" className="mt-3 w-full" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
          {events.isFetchingNextPage ? t('admin.analytics.loading') : t('admin.analytics.olderActivity')}
        </Button>
      ) : null}
    </div>
  );
}
