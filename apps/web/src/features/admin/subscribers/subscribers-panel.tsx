import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubscriberSearchable, SUBSCRIBER_SEARCH_MIN_RUN } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/panel/load-failed';
import { subscribersExportUrl } from './api/export-subscribers';
import { useSubscribers } from './api/get-subscribers';
import { SubscriberCard } from './subscriber-card';

const SEARCH_DELAY_MS = 300;

/** The text once it has stopped changing for a moment, so a search is asked once per pause, not per letter. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The newsletter's subscribers, which the spec collects and never shows (docs/decisions.md,
 * D-63): newest first, searched by a piece of an e-mail or phone, a page at a time, exported
 * as CSV, each with its unsubscribe link to copy and a delete that asks first.
 */
export function SubscribersPanel() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const settled = useSettled(typed.trim());
  // A term too short for the search's trigram indexes is not sent: the list stays whole (D-64).
  const tooShort = !isSubscriberSearchable(settled);
  const search = tooShort ? '' : settled;
  const subscribers = useSubscribers(search);
  const searchId = useId();
  const hintId = useId();
  const headingId = useId();

  const pages = subscribers.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.subscribers);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('admin.subscribers.title')}
        </h2>
        <p className="text-sm font-medium" aria-live="polite" data-testid="subscribers-total">
          {subscribers.isSuccess && t('admin.subscribers.total', { count: total })}
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor={searchId}>{t('admin.subscribers.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="ps-9"
              value={typed}
              aria-describedby={tooShort ? hintId : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {tooShort && (
            <p id={hintId} className="text-sm text-muted-foreground">
              {t('admin.subscribers.tooShort', { min: SUBSCRIBER_SEARCH_MIN_RUN })}
            </p>
          )}
        </div>
        <Button variant="outline" asChild>
          <a href={subscribersExportUrl(search)} download>
            <Download aria-hidden="true" /> {t('admin.subscribers.export')}
          </a>
        </Button>
      </div>

      {subscribers.isPending && (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t('admin.subscribers.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-32 w-full" />
          ))}
        </div>
      )}

      {subscribers.isError && <LoadFailed what={t('admin.subscribers.what')} onRetry={() => void subscribers.refetch()} />}

      {subscribers.isSuccess && rows.length === 0 && (
        <div className="rounded-lg border border-dashed bg-card p-8 text-center text-card-foreground">
          <h3 className="font-semibold">{search ? t('admin.subscribers.noneFound') : t('admin.subscribers.noneYet')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {search ? t('admin.subscribers.noMatch', { search }) : t('admin.subscribers.appearHere')}
          </p>
        </div>
      )}

      {rows.length > 0 && (
        <ul className="space-y-3" aria-busy={subscribers.isFetching}>
          {rows.map((subscriber) => (
            <li key={subscriber.id}>
              <SubscriberCard subscriber={subscriber} />
            </li>
          ))}
        </ul>
      )}

      {subscribers.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          disabled={subscribers.isFetchingNextPage}
          onClick={() => void subscribers.fetchNextPage()}
        >
          {subscribers.isFetchingNextPage ? t('admin.subscribers.loadingMore') : t('admin.subscribers.loadMore')}
        </Button>
      )}
    </section>
  );
}
